-- The report of an import of the community's archive (counts of what it brought in, by kind):
-- the archive's import makes no import_items, so its screen reads this instead.
ALTER TABLE imports ADD COLUMN report jsonb;
