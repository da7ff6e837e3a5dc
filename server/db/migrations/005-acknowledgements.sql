-- The acknowledgement e-mail each sender gets, queued with their lead and sent by the outbox
-- worker like the business's messages (leases, retries, given up after 48 hours). A table of its
-- own: outbox.channel's CHECK (001) names only 'email' and 'webhook', a CHECK cannot be changed
-- on SQLite without rebuilding its table, and migrations only add. This table's channel has no
-- CHECK, so a later kind of message to the sender needs no rebuild either.
CREATE TABLE acknowledgements (
  id TEXT PRIMARY KEY,
  -- One acknowledgement per lead at most; it goes to the lead's own e-mail address.
  lead_id TEXT NOT NULL UNIQUE REFERENCES leads (id) ON DELETE CASCADE,
  channel TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('pending', 'sent', 'failed')),
  attempts INTEGER NOT NULL DEFAULT 0,
  retry_base INTEGER NOT NULL DEFAULT 0,
  next_attempt_at BIGINT NOT NULL,
  lease_owner TEXT,
  lease_until BIGINT,
  last_error TEXT,
  created_at BIGINT NOT NULL,
  sent_at BIGINT
);

CREATE INDEX acknowledgements_due ON acknowledgements (status, next_attempt_at);
-- The rate per address looks back over the last few minutes of acknowledgements.
CREATE INDEX acknowledgements_created ON acknowledgements (created_at);
