-- Factory defaults as an administrator changed them: one row per language and rule
-- (rules that are not language-aware are kept under 'en'). New configuration files
-- start from the schemas' defaults with these rows laid over them.
CREATE TABLE factory_default (
  language text NOT NULL CHECK (language IN ('en', 'de')),
  rule text NOT NULL,
  data jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (language, rule)
);

-- The key pair of this installation that signs its trial licence (Ed25519, PEM).
-- Without a vendor key (REQLENS_LICENSE_PUBLIC_KEY) it also verifies uploaded files.
CREATE TABLE license_signing_key (
  id integer PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  public_key text NOT NULL,
  private_key text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
