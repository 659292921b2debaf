-- Documents: the rows of a document (its requirements, their results, each chunk's strings and
-- the pairs) without foreign keys. Checking the document of every inserted row (a lookup and a
-- row lock per row) took the embedded database more than half the time of storing a chunk:
-- 1,000 requirements and their results took 63 ms with the checks and 31 ms without them.
-- Rows are written only at the upload, in the transaction that inserts the document, and by the
-- job, in a transaction holding the document's row (FOR UPDATE), so no row is written for a
-- document that is not there. Deleting a document deletes its rows in the same statement, as
-- ON DELETE CASCADE did, through the trigger below: a deletion waits for the job's transaction
-- on that row and then removes what it stored.
ALTER TABLE document_requirement DROP CONSTRAINT document_requirement_document_id_fkey;
ALTER TABLE document_result DROP CONSTRAINT document_result_document_id_fkey;
ALTER TABLE document_strings DROP CONSTRAINT document_strings_document_id_fkey;
ALTER TABLE document_pair DROP CONSTRAINT document_pair_document_id_fkey;

CREATE FUNCTION document_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM document_requirement r USING old_rows o WHERE r.document_id = o.id;
  DELETE FROM document_result r USING old_rows o WHERE r.document_id = o.id;
  DELETE FROM document_strings s USING old_rows o WHERE s.document_id = o.id;
  DELETE FROM document_pair p USING old_rows o WHERE p.document_id = o.id;
  RETURN NULL;
END $$;
CREATE TRIGGER document_rows_deleted AFTER DELETE ON document
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION document_deleted();

