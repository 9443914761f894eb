-- What an import's mapping simplified in a post it kept ({ item, what: [{ kind, count, detail? }] },
-- API.md "Imports"), or NULL when nothing was. On the post's own row: written in the transaction that
-- writes the post, so a job taken again after a restart neither loses nor repeats a post's lines.
ALTER TABLE import_items ADD COLUMN simplified jsonb;
