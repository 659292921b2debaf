-- Documents (server/documents/): the processed text (the requirement as HTML with its findings
-- marked) is no longer stored with each result. It follows from the text and the findings
-- (engine/highlight.ts), so the reads compute it; storing it made a third of what the job
-- sends to the database for each chunk. Results stored before keep theirs.
ALTER TABLE document_result ALTER COLUMN processed_text DROP NOT NULL;
