-- A blog first published elsewhere names its original address: the blog page's canonical link and
-- its feed item point there (API.md third edition, "Import and moved links").
ALTER TABLE blogs ADD COLUMN canonical_url text;
