-- The audit log: who changed which configuration, rule, user, API key or licence, and
-- when, with the value before and after the change (null where there is none). Secrets
-- (passwords, keys) are never stored here, only the fact that they changed.
CREATE TABLE audit_log (
  id bigserial PRIMARY KEY,
  at timestamptz NOT NULL DEFAULT now(),
  actor text NOT NULL,
  action text NOT NULL CHECK (action IN ('create', 'update', 'delete', 'rename')),
  entity text NOT NULL CHECK (entity IN ('configuration', 'rule', 'user', 'apikey', 'license', 'setting')),
  entity_id text NOT NULL,
  old_value jsonb,
  new_value jsonb
);
CREATE INDEX audit_log_at ON audit_log (at DESC, id DESC);
