-- The owner's alerts (docs/decisions/025): one row per incident, from when the server noticed it
-- until it was over. Several server instances share the store: the partial unique index lets
-- only one incident of a kind be open, so the one instance whose insert (or closing update)
-- changed a row is the one that announces it.
CREATE TABLE incidents (
  id TEXT PRIMARY KEY,
  kind TEXT NOT NULL,
  opened_at BIGINT NOT NULL,
  closed_at BIGINT,
  -- What the server saw, in an operator's words; never personal data.
  detail TEXT
);

CREATE UNIQUE INDEX incidents_open ON incidents (kind) WHERE closed_at IS NULL;
