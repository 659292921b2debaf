-- The installation (one row): its id goes into licence requests.
CREATE TABLE installation (
  id uuid PRIMARY KEY,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Configuration files: every rule's settings as one JSON document.
CREATE TABLE configuration (
  config_id text PRIMARY KEY,
  is_default boolean NOT NULL DEFAULT false,
  data jsonb NOT NULL,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX configuration_single_default ON configuration (is_default) WHERE is_default;

-- The installed licence (at most one row): the trial installed at first start, or an
-- uploaded licence file (raw keeps the file as uploaded, for signature checks).
CREATE TABLE license (
  id integer PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  kind text NOT NULL CHECK (kind IN ('trial', 'file')),
  request_info jsonb NOT NULL DEFAULT '{}'::jsonb,
  creation_date timestamptz NOT NULL,
  expiration_date timestamptz NOT NULL,
  raw text,
  installed_at timestamptz NOT NULL DEFAULT now()
);
