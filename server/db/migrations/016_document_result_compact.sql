-- Documents (server/documents/compact.ts): the job stores each result in a compact form, the
-- distinct strings of a chunk's findings and improvements once in document_strings and each
-- result naming them by index, where the classifications and improvements as jsonb repeated
-- the same messages in every row (four times the bytes, and the database's work with them).
-- Results stored before keep their full form; a row has one form or the other.
ALTER TABLE document_result
  ALTER COLUMN classifications DROP NOT NULL,
  ALTER COLUMN improvements DROP NOT NULL,
  -- The compact form ({ c, m }, compact.ts) and the first position of its chunk (its strings).
  ADD COLUMN compact json,
  ADD COLUMN strings_at integer,
  ADD CONSTRAINT document_result_one_form CHECK ((compact IS NULL) = (classifications IS NOT NULL AND improvements IS NOT NULL));

-- The distinct strings of the compact results of a chunk: a JSON array of strings.
CREATE TABLE document_strings (
  document_id uuid NOT NULL REFERENCES document (id) ON DELETE CASCADE,
  first integer NOT NULL,
  strings json NOT NULL,
  PRIMARY KEY (document_id, first)
);
