-- Users of the administration area. One role per user; the password as an scrypt hash.
CREATE TABLE app_user (
  user_name text PRIMARY KEY,
  password_hash text NOT NULL,
  role text NOT NULL CHECK (role IN ('ROLE_ADMINISTRATOR', 'ROLE_CONFIGURATOR')),
  created_at timestamptz NOT NULL DEFAULT now(),
  password_changed_at timestamptz NOT NULL DEFAULT now()
);

-- HTTP sessions, shared by every server process: only a SHA-256 hash of the id is kept.
CREATE TABLE session (
  id_hash text PRIMARY KEY,
  user_name text NOT NULL REFERENCES app_user (user_name) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX session_by_user ON session (user_name);
CREATE INDEX session_by_expiry ON session (expires_at);

-- Secrets generated once (the cookie signing secret when REQLENS_SESSION_SECRET is unset).
CREATE TABLE app_secret (
  name text PRIMARY KEY,
  value text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Failed logins, one row each, per subject ('user:<name>' or 'address:<ip>'); counted
-- over a sliding window and pruned when old.
CREATE TABLE login_failure (
  subject text NOT NULL,
  failed_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX login_failure_subject ON login_failure (subject, failed_at);

-- API keys: only a SHA-256 hash of the key; prefix is its first characters, for lists.
CREATE TABLE api_key (
  id uuid PRIMARY KEY,
  key_hash text NOT NULL UNIQUE,
  prefix text NOT NULL,
  description text NOT NULL UNIQUE,
  expiration_date text,
  expires_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Whether analysis needs an API key (one row).
CREATE TABLE api_key_setting (
  id integer PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  enforced boolean NOT NULL DEFAULT false
);
INSERT INTO api_key_setting (id, enforced) VALUES (1, false);

-- Request budgets: requests per client ('anon:<ip>' or 'key:<key id>') per minute window.
CREATE TABLE request_budget (
  client text NOT NULL,
  window_start timestamptz NOT NULL,
  used integer NOT NULL,
  PRIMARY KEY (client, window_start)
);
CREATE INDEX request_budget_window ON request_budget (window_start);
