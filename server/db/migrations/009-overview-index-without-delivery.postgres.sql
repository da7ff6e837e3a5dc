-- PostgreSQL only. A lead's delivery column changes with every e-mail sent for it (delivery.ts).
-- While an index holds it, PostgreSQL cannot update the row in place (a heap-only tuple update):
-- every index of the leads table is written again, twice per lead, which made the lead path
-- slower than the release before the overview. Its one query that counts delivery outcomes reads
-- them from the table instead, within its time (npm run bench:overview). SQLite writes only the
-- indexes that hold a changed column, and its overview needs the column in the index: it keeps
-- 007's index.
DROP INDEX leads_overview;
CREATE INDEX leads_overview ON leads (
  received_at, status, form, lang, country, answered_at, product, product_form
);
