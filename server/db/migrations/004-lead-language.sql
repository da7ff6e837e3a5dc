-- The language of the page a lead was sent from: the site has English and Arabic editions. The
-- business reads every lead in English; this says in which language to answer. Earlier leads
-- came from English pages.
ALTER TABLE leads ADD COLUMN lang TEXT NOT NULL DEFAULT 'en' CHECK (lang IN ('en', 'ar'));
