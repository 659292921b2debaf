-- Sign-in attempts, counted before the password is checked, one row per subject:
-- 'pair:' (user name and client address) and 'password:' (the password screen) lock out
-- with growing delays; 'address:' counts every attempt of a client address per window.
-- One statement increments a row and returns it, so every server process agrees.
CREATE TABLE login_attempt (
  subject text PRIMARY KEY,
  attempts integer NOT NULL,
  window_start timestamptz NOT NULL,
  lockouts integer NOT NULL DEFAULT 0,
  locked_until timestamptz
);
CREATE INDEX login_attempt_window ON login_attempt (window_start);
DROP TABLE login_failure;

-- The vendor key (REQLENS_LICENSE_PUBLIC_KEY) the installation was started with, as a
-- SHA-256 fingerprint; null without one. Processes with another key refuse to start.
ALTER TABLE license_signing_key ADD COLUMN vendor_key_fingerprint text;

-- The owner of a comparison database: 'user:<user name>', 'apikey:<key id>' or
-- 'token:<sha256 of the anonymous client token>'. Null for databases created before
-- owners existed: those only the administrators' status screen sees.
ALTER TABLE comparison_database ADD COLUMN owner text;
