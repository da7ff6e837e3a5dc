-- Leads, and the outbox that delivers each one (e-mail, webhook) with retries.
-- Written once for SQLite and PostgreSQL: TEXT ids, BIGINT epoch milliseconds, JSON as TEXT.

CREATE TABLE leads (
  id TEXT PRIMARY KEY,
  -- The browser's submission id (Idempotency-Key): a retry never makes a second lead.
  submission_id TEXT NOT NULL UNIQUE,
  form TEXT NOT NULL,
  subject TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('new', 'handled', 'spam')),
  -- none: nothing to send (spam, or no channel set up); waiting; sent; failed (gave up).
  delivery TEXT NOT NULL CHECK (delivery IN ('none', 'waiting', 'sent', 'failed')),
  page TEXT,
  -- Who sent it and the first words of it, for the inbox list and the e-mail's Reply-To.
  name TEXT NOT NULL,
  email TEXT,
  phone TEXT,
  preview TEXT NOT NULL,
  -- The submitted values by field name, as JSON.
  fields TEXT NOT NULL,
  -- The lead as the business reads it: [{"key", "label", "value"}] as JSON.
  labelled TEXT NOT NULL,
  -- Every value in lower case, for the inbox search.
  search TEXT NOT NULL,
  received_at BIGINT NOT NULL,
  updated_at BIGINT NOT NULL
);

CREATE INDEX leads_received ON leads (received_at, id);
CREATE INDEX leads_status_received ON leads (status, received_at);

CREATE TABLE outbox (
  id TEXT PRIMARY KEY,
  lead_id TEXT NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  channel TEXT NOT NULL CHECK (channel IN ('email', 'webhook')),
  status TEXT NOT NULL CHECK (status IN ('pending', 'sent', 'failed')),
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at BIGINT NOT NULL,
  -- The server instance sending it, and until when; another instance may take it after that.
  lease_owner TEXT,
  lease_until BIGINT,
  last_error TEXT,
  created_at BIGINT NOT NULL,
  sent_at BIGINT,
  UNIQUE (lead_id, channel)
);

CREATE INDEX outbox_due ON outbox (status, next_attempt_at);

CREATE TABLE delivery_attempts (
  id TEXT PRIMARY KEY,
  outbox_id TEXT NOT NULL REFERENCES outbox (id) ON DELETE CASCADE,
  lead_id TEXT NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  channel TEXT NOT NULL,
  at BIGINT NOT NULL,
  ok INTEGER NOT NULL,
  error TEXT
);

CREATE INDEX delivery_attempts_lead ON delivery_attempts (lead_id, at);
