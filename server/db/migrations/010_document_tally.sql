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

-- The analysis results of a document's requirements move to a table of their own: the job
-- inserts each chunk's results with one statement (a row written once, with one index),
-- where updating document_requirement rewrote every row and all its indexes. A document's
-- requirements are analysed and compared in position order, a chunk at a time, so the
-- progress counters (document.analysed, document.compared) say which are done, and the
-- per-row markers go.
CREATE TABLE document_result (
  document_id uuid NOT NULL REFERENCES document (id) ON DELETE CASCADE,
  position integer NOT NULL,
  language text NOT NULL,
  rating smallint NOT NULL,
  ears_pattern text NOT NULL,
  classifications jsonb NOT NULL,
  -- The classification keys of its findings, for the findingType filter.
  finding_types text[] NOT NULL,
  processed_text text NOT NULL,
  improvements jsonb NOT NULL,
  PRIMARY KEY (document_id, position)
);

INSERT INTO document_result (document_id, position, language, rating, ears_pattern, classifications, finding_types, processed_text, improvements)
SELECT document_id, position, language, rating, ears_pattern, classifications, coalesce(finding_types, '{}'), processed_text, improvements
FROM document_requirement WHERE analysed_at IS NOT NULL;

ALTER TABLE document_requirement
  DROP COLUMN language,
  DROP COLUMN rating,
  DROP COLUMN ears_pattern,
  DROP COLUMN classifications,
  DROP COLUMN finding_types,
  DROP COLUMN processed_text,
  DROP COLUMN improvements,
  DROP COLUMN analysed_at,
  DROP COLUMN compared_at;
