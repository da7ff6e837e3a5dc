-- Numbered 006 after 007 and 008 were out: the runner applies every migration a store has not
-- had, in number order, so a store at 008 gets this one too (migrate.ts).
--
-- The lead's JSON columns named after what they hold, as the code names them (StoredLead in
-- leads/lead-store.ts): the form's values by field name, and the rows the business reads
-- ([{"key", "label", "value"}]). `values` and `rows` alone are SQL keywords (VALUES; ROWS in
-- window frames), which would need quoting in raw SQL on one store or the other; the suffix
-- says they are JSON text. A rename, where migrations otherwise only add (docs/decisions/033):
-- the release before this one cannot read the store afterwards. To go back to it, undo this
-- migration with the statements in the README's "Rollback".
ALTER TABLE leads RENAME COLUMN fields TO values_json;
ALTER TABLE leads RENAME COLUMN labelled TO rows_json;

-- The choices the sender made from the site's own lists, labelled in the language they wrote
-- in ([{"key", "label", "value"}]): what their acknowledgement repeats, made at intake with the
-- rest of the lead. NULL for leads stored before this migration, until the server fills them in
-- when it starts (backfillChoices in leads/lead-store.ts).
ALTER TABLE leads ADD COLUMN choices_json TEXT;

-- When a message's 48 hours of tries began: when it was queued, or when the owner last pressed
-- "Retry delivery now". created_at stays when it was first queued. Both queues have the column:
-- one worker sends them (leads/outbox.ts).
ALTER TABLE outbox ADD COLUMN window_started_at BIGINT NOT NULL DEFAULT 0;
UPDATE outbox SET window_started_at = created_at;
ALTER TABLE acknowledgements ADD COLUMN window_started_at BIGINT NOT NULL DEFAULT 0;
UPDATE acknowledgements SET window_started_at = created_at;
