-- Whole documents (server/documents/): an uploaded file, its requirements with their
-- analysis results, and the comparison results within the document. The background job
-- (server/documents/service.ts) takes a document row with FOR UPDATE SKIP LOCKED and, in
-- the same transaction, stores one chunk of results and the progress.

CREATE TABLE document (
  id uuid PRIMARY KEY,
  -- Who uploaded it (server/auth/owner.ts): a user name, an API key's id, or the SHA-256 of an anonymous token.
  owner_kind text NOT NULL CHECK (owner_kind IN ('user', 'apikey', 'token')),
  owner_id text NOT NULL,
  name text NOT NULL,
  format text NOT NULL,
  -- The original file, for exports that give the file back with results (ReqIF).
  file bytea NOT NULL,
  -- Upload options: configId, language, compare, and the import options used.
  options jsonb NOT NULL,
  status text NOT NULL CHECK (status IN ('queued', 'running', 'done', 'failed', 'cancelled')),
  requirements integer NOT NULL,
  -- Progress: requirements analysed, and requirements compared (when compare is on).
  analysed integer NOT NULL DEFAULT 0,
  compared integer NOT NULL DEFAULT 0,
  -- summarise() of the results, stored when the job ends.
  summary jsonb,
  error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz
);
CREATE INDEX document_owner ON document (owner_kind, owner_id, created_at DESC);
CREATE INDEX document_created ON document (created_at);
CREATE INDEX document_pending ON document (created_at) WHERE status IN ('queued', 'running');

-- The requirements of a document in document order (position 1, 2, …). The analysis
-- columns are null until its chunk was analysed; compared_at until it was compared.
CREATE TABLE document_requirement (
  document_id uuid NOT NULL REFERENCES document (id) ON DELETE CASCADE,
  position integer NOT NULL,
  external_id text NOT NULL,
  section text,
  line integer,
  text text NOT NULL,
  language text,
  rating smallint,
  ears_pattern text,
  classifications jsonb,
  -- The classification keys of its findings, for the findingType filter.
  finding_types text[],
  processed_text text,
  improvements jsonb,
  analysed_at timestamptz,
  compared_at timestamptz,
  PRIMARY KEY (document_id, position)
);
CREATE INDEX document_requirement_rating ON document_requirement (document_id, rating, position);
CREATE INDEX document_requirement_pending ON document_requirement (document_id, position) WHERE analysed_at IS NULL;
CREATE INDEX document_requirement_uncompared ON document_requirement (document_id, position) WHERE compared_at IS NULL;
CREATE INDEX document_requirement_findings ON document_requirement USING gin (finding_types);

-- Duplicates and contradictions within a document, stored in both directions. Positions
-- are not checked against document_requirement (two checks per pair would cost more than
-- the insert); the pairs go with their document.
CREATE TABLE document_pair (
  document_id uuid NOT NULL REFERENCES document (id) ON DELETE CASCADE,
  source integer NOT NULL,
  target integer NOT NULL,
  kind text NOT NULL CHECK (kind IN ('duplicate', 'contradiction')),
  score real,
  reason text NOT NULL,
  PRIMARY KEY (document_id, source, kind, target)
);
CREATE INDEX document_pair_kind ON document_pair (document_id, kind, source);
