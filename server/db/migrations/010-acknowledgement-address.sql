-- The address each acknowledgement went to, beside it: the rule "at most one per address in a
-- window" (leads/lead-store.ts) looks it up for every new lead, inside the lead's insert. Read
-- from the leads table through each acknowledgement's lead, that check cost PostgreSQL more to
-- plan than the insert itself, and made the lead path slower than the release before the
-- acknowledgements (npm run bench:leads). The address goes when its lead is erased: the row is
-- deleted with it (005's ON DELETE CASCADE).
ALTER TABLE acknowledgements ADD COLUMN email TEXT;
UPDATE acknowledgements SET email = (
  SELECT leads.email FROM leads WHERE leads.id = acknowledgements.lead_id
);

-- The check reads one address's acknowledgements since the window's start from this index alone.
DROP INDEX acknowledgements_created;
CREATE INDEX acknowledgements_address ON acknowledgements (email, created_at);
