-- Search reads the blog's text too (issue 17), at a lower weight than title, tags and description.
--
-- Why a column of its own: putting the text into `search` at weight D (tried in c269fad, reverted)
-- made every vector about 5 KB, stored out of line, and every search of the title words detoasted
-- them. `body` is kept apart, without positions (strip: it is matched, never ranked), with its own
-- GIN index, so the ranked title search reads what it read before and the text is only looked at
-- through its index (server/store/blogs.ts, textSearchCards).

-- The words a reader sees in a blog's blocks: paragraphs, headers, quotes and their captions, list
-- items at any depth, table cells, code and image or embed captions. Not the block types, ids, URLs,
-- styles or a code block's highlighted markup. Inline HTML tags are skipped by the text parser.
CREATE OR REPLACE FUNCTION inkwell_blocks_text(content jsonb) RETURNS jsonb
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT jsonb_path_query_array(content, 'lax $.blocks[*].data.text') ||
         jsonb_path_query_array(content, 'lax $.blocks[*].data.caption') ||
         jsonb_path_query_array(content, 'lax $.blocks[*].data.code') ||
         jsonb_path_query_array(content, 'lax $.blocks[*].data.content[*][*]') ||
         jsonb_path_query_array(content, 'lax $.blocks[*].data.items.** ? (@.type() == "string")')
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION inkwell_body_vector(content jsonb) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT strip(to_tsvector('inkwell'::regconfig, inkwell_blocks_text(content)))
$$;
--> statement-breakpoint
ALTER TABLE blog_search ADD COLUMN body tsvector NOT NULL DEFAULT ''::tsvector;
--> statement-breakpoint
UPDATE blog_search s SET body = inkwell_body_vector(b.content) FROM blogs b WHERE b.id = s.blog;
--> statement-breakpoint
-- With GIN's pending list (fastupdate, the default): a blog's words go in at once, cheaply, and are
-- merged into the index in bulk, by autovacuum on PostgreSQL and by server/db/ginCleaner.ts on the
-- embedded database (which has no autovacuum). Inserted straight into the index, a blog's text cost
-- its create-blog 2 ms at 100,000 blogs.
CREATE INDEX blog_search_body ON blog_search USING gin (body);
--> statement-breakpoint
-- The text's vector is recomputed only when the content changed (a title edit or a publish keeps it).
CREATE OR REPLACE FUNCTION inkwell_blog_search_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' OR NEW.content IS DISTINCT FROM OLD.content THEN
    INSERT INTO blog_search (blog, unlisted, published_at, seq, search, body)
      VALUES (NEW.id, NEW.draft OR NEW.hidden, NEW.published_at, NEW.seq, inkwell_blog_vector(NEW.title, NEW.tags, NEW.des), inkwell_body_vector(NEW.content))
      ON CONFLICT (blog) DO UPDATE
        SET unlisted = EXCLUDED.unlisted, published_at = EXCLUDED.published_at, search = EXCLUDED.search, body = EXCLUDED.body;
  ELSE
    INSERT INTO blog_search (blog, unlisted, published_at, seq, search)
      VALUES (NEW.id, NEW.draft OR NEW.hidden, NEW.published_at, NEW.seq, inkwell_blog_vector(NEW.title, NEW.tags, NEW.des))
      ON CONFLICT (blog) DO UPDATE
        SET unlisted = EXCLUDED.unlisted, published_at = EXCLUDED.published_at, search = EXCLUDED.search;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER blogs_search_sync ON blogs;
--> statement-breakpoint
CREATE TRIGGER blogs_search_sync AFTER INSERT OR UPDATE OF title, des, tags, draft, hidden, published_at, content ON blogs
  FOR EACH ROW EXECUTE FUNCTION inkwell_blog_search_sync();
