-- An Idempotency-Key is bound to what it was sent with: the SHA-256 of the form's name and its
-- fields as posted. Leads stored before this column have none, and any repeat of them replays.
ALTER TABLE leads ADD COLUMN submission_hash TEXT;

-- The attempts a message had when the owner last pressed "Retry delivery now": the backoff
-- counts the failures since then, so a manual retry starts again from the first wait.
ALTER TABLE outbox ADD COLUMN retry_base INTEGER NOT NULL DEFAULT 0;
