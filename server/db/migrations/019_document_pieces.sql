-- Documents: a few rows per document instead of two per requirement. An upload stores its
-- requirements in pieces of 1,000 (document_text), and the job stores the results of each part
-- of a chunk in one row (document_part) with the part's strings. Storing a row costs the
-- embedded database about as much per byte as per row: 10,000 requirements took about 80 ms as
-- rows and 100 ms more for their result rows, and take about 60 ms in all as pieces. The reads
-- take a document's pieces and parts whole (server/documents/repository.ts).
--
-- document_text.requirements: a JSON array of [id, section, line, text], one per requirement.
-- document_part.results: a JSON array, one per requirement, of
--   [language, rating, earsPattern, findingTypes, compact, classifications, improvements]
-- with the compact form (server/documents/compact.ts) or, where that cannot carry a result,
-- the classifications and improvements (in jsonb's key order); strings: the part's strings.
CREATE TABLE document_text (
  document_id uuid NOT NULL,
  first integer NOT NULL,
  count integer NOT NULL,
  requirements text NOT NULL,
  PRIMARY KEY (document_id, first)
);
CREATE TABLE document_part (
  document_id uuid NOT NULL,
  first integer NOT NULL,
  count integer NOT NULL,
  results text NOT NULL,
  strings text NOT NULL,
  PRIMARY KEY (document_id, first)
);
-- Stored as they are: compressing them would cost the upload and the job more than it saves.
ALTER TABLE document_text ALTER COLUMN requirements SET STORAGE EXTERNAL;
ALTER TABLE document_part ALTER COLUMN results SET STORAGE EXTERNAL, ALTER COLUMN strings SET STORAGE EXTERNAL;

INSERT INTO document_text (document_id, first, count, requirements)
SELECT document_id, min(position), count(*), json_agg(json_build_array(external_id, section, line, text) ORDER BY position)::text
FROM document_requirement GROUP BY document_id, (position - 1) / 1000;

-- Each stored result belongs to the part whose strings start at or before it (every part stored
-- its strings); results stored before there were strings (migration 016) go in pieces of 1,000.
-- Their processed text is left out: the reads compute it from the findings.
INSERT INTO document_part (document_id, first, count, results, strings)
SELECT r.document_id, min(r.position), count(*),
       json_agg(json_build_array(r.language, r.rating, r.ears_pattern, to_json(r.finding_types), r.compact, r.classifications, r.improvements)
                ORDER BY r.position)::text,
       coalesce(min(s.strings::text), '[]')
FROM (
  SELECT a.*, coalesce(
           (SELECT max(s.first) FROM document_strings s WHERE s.document_id = a.document_id AND s.first <= a.position),
           (a.position - 1) / 1000 * 1000 + 1) AS part
  FROM document_result a
) r
LEFT JOIN document_strings s ON s.document_id = r.document_id AND s.first = r.part
GROUP BY r.document_id, r.part;

DROP TABLE document_requirement;
DROP TABLE document_result;
DROP TABLE document_strings;

CREATE OR REPLACE FUNCTION document_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM document_text t USING old_rows o WHERE t.document_id = o.id;
  DELETE FROM document_part p USING old_rows o WHERE p.document_id = o.id;
  DELETE FROM document_pair p USING old_rows o WHERE p.document_id = o.id;
  RETURN NULL;
END $$;
