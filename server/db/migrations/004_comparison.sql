-- Comparison databases: requirements saved under a dbName are compared with each other
-- (similarity, duplicates, contradictions) by background jobs. The status routes read
-- comparison_requirement (db_name, created_at, similarity_processed_at,
-- comparison_processed_at) and may delete its rows.

-- One row per comparison database. seq counts every change (save, delete) so that each
-- server process can bring its in-memory index up to date; generation changes when the
-- database is emptied, so that every process starts its index afresh.
CREATE TABLE comparison_database (
  db_name text PRIMARY KEY,
  seq bigint NOT NULL DEFAULT 0,
  generation text NOT NULL DEFAULT md5(random()::text || clock_timestamp()::text),
  created_at timestamptz NOT NULL DEFAULT now()
);

-- The requirements (one row per live requirement).
CREATE TABLE comparison_requirement (
  db_name text NOT NULL REFERENCES comparison_database (db_name) ON DELETE CASCADE,
  external_id text NOT NULL,
  -- Change number of the last save.
  seq bigint NOT NULL,
  text text NOT NULL,
  language text NOT NULL CHECK (language IN ('en', 'de')),
  project_id text,
  document_id text,
  label text,
  -- When it was last saved.
  created_at timestamptz NOT NULL DEFAULT now(),
  -- When the results of the last save were stored (null while pending).
  similarity_processed_at timestamptz,
  comparison_processed_at timestamptz,
  -- When this requirement's own results were last stored or dropped. New partners are
  -- found through comparison_pair.created_at, lost ones through comparison_touch.
  results_changed_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (db_name, external_id)
);
CREATE INDEX comparison_requirement_seq ON comparison_requirement (db_name, seq);
CREATE INDEX comparison_requirement_changed ON comparison_requirement (db_name, results_changed_at);

-- Deletions of single requirements, with their change number, for the indexes of other processes.
CREATE TABLE comparison_deletion (
  db_name text NOT NULL REFERENCES comparison_database (db_name) ON DELETE CASCADE,
  seq bigint NOT NULL,
  external_id text NOT NULL,
  PRIMARY KEY (db_name, seq, external_id)
);

-- A database whose requirements were all deleted (e.g. from the status screen) gets a new
-- generation: every process drops its index of it.
CREATE FUNCTION comparison_emptied() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE comparison_database d SET generation = md5(random()::text || clock_timestamp()::text), seq = d.seq + 1
  WHERE d.db_name IN (SELECT DISTINCT o.db_name FROM old_rows o)
    AND NOT EXISTS (SELECT 1 FROM comparison_requirement r WHERE r.db_name = d.db_name);
  DELETE FROM comparison_deletion c
  WHERE c.db_name IN (SELECT DISTINCT o.db_name FROM old_rows o)
    AND NOT EXISTS (SELECT 1 FROM comparison_requirement r WHERE r.db_name = c.db_name);
  RETURN NULL;
END $$;
CREATE TRIGGER comparison_requirement_emptied AFTER DELETE ON comparison_requirement
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION comparison_emptied();

-- Pending work: one 'similarity' and one 'comparison' job per save. A worker takes a job
-- with SELECT ... FOR UPDATE SKIP LOCKED and deletes it in the transaction that stores
-- its results.
CREATE TABLE comparison_job (
  id bigserial PRIMARY KEY,
  db_name text NOT NULL,
  external_id text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('similarity', 'comparison')),
  created_at timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (db_name, external_id) REFERENCES comparison_requirement (db_name, external_id) ON DELETE CASCADE
);
CREATE INDEX comparison_job_kind ON comparison_job (kind, id);
CREATE INDEX comparison_job_database ON comparison_job (db_name, kind, id);
CREATE INDEX comparison_job_requirement ON comparison_job (db_name, external_id);

-- Results, stored in both directions: (a, b) and (b, a).
CREATE TABLE comparison_pair (
  db_name text NOT NULL,
  source_id text NOT NULL,
  target_id text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('similar', 'duplicate', 'contradiction')),
  score real,
  reason text,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  PRIMARY KEY (db_name, source_id, kind, target_id),
  FOREIGN KEY (db_name, source_id) REFERENCES comparison_requirement (db_name, external_id) ON DELETE CASCADE,
  FOREIGN KEY (db_name, target_id) REFERENCES comparison_requirement (db_name, external_id) ON DELETE CASCADE
);
CREATE INDEX comparison_pair_target ON comparison_pair (db_name, target_id);
CREATE INDEX comparison_pair_created ON comparison_pair (db_name, created_at);

-- Requirements that lost a partner (it was deleted or changed), and when: their result
-- lists changed without a job of their own.
CREATE TABLE comparison_touch (
  db_name text NOT NULL REFERENCES comparison_database (db_name) ON DELETE CASCADE,
  external_id text NOT NULL,
  at timestamptz NOT NULL DEFAULT clock_timestamp()
);
CREATE INDEX comparison_touch_at ON comparison_touch (db_name, at);
