-- Documents (server/documents/): the running counts of a document's results, so that its
-- status shows a summary while the job runs and the job's end needs no second read of
-- every row; and the attempt count of the step under way, so that a step that keeps
-- failing ends the document (REQLENS_DOCUMENT_MAX_ATTEMPTS) instead of being retried for ever.

-- summaryOfTally() input (documents/export/rows.ts): requirements analysed, ratings, findings
-- per type, duplicate and contradiction pairs found so far. Null until the first chunk.
ALTER TABLE document ADD COLUMN tally jsonb;
-- Failed attempts of the document's next step in a row; set back to 0 by each step that commits.
ALTER TABLE document ADD COLUMN attempts integer NOT NULL DEFAULT 0;
-- Why a failed document failed, as a code the console translates (the error column holds the English text).
ALTER TABLE document ADD COLUMN error_code text;
