-- The owner's overview (docs/decisions/031) groups leads by market and measures how quickly
-- they are answered, in SQL on both stores.
--
-- The market: the country code read from the phone's international prefix (phoneCountry in
-- app/contracts/phone-country.ts), stored at intake so the overview groups by it without ever
-- reading the phone. NULL until computed: leads stored before this migration get theirs when
-- the server starts (backfillCountries in server/inbox/overview-queries.ts).
ALTER TABLE leads ADD COLUMN country TEXT;

-- The product asked about (or, without one, the interest chosen) and its product form, copied
-- from the lead's values at intake (leadProduct in server/inbox/overview-queries.ts): reading
-- them from the JSON of every lead made the overview of a year of leads take seconds. No
-- personal data: they are the catalogue's names. Filled in with the country for earlier leads.
ALTER TABLE leads ADD COLUMN product TEXT;
ALTER TABLE leads ADD COLUMN product_form TEXT;

-- When the lead was first marked handled in the inbox. Earlier leads take it from the audit
-- log's first status change to handled.
ALTER TABLE leads ADD COLUMN answered_at BIGINT;

UPDATE leads SET answered_at = (
  SELECT MIN(audit_log.at) FROM audit_log
  WHERE audit_log.lead_id = leads.id
    AND audit_log.action = 'status-changed'
    AND audit_log.detail LIKE '%→ handled'
);

-- The overview reads a period of leads by when they came, with the columns it groups by, from
-- the index alone.
CREATE INDEX leads_overview ON leads (
  received_at, status, form, lang, country, delivery, answered_at, product, product_form
);
