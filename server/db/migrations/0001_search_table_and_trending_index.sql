-- Full-text search moves out of `blogs` into a narrow table of its own, and trending gets an index.
--
-- Why: a STORED generated column is recomputed on every UPDATE of its row, so each counter change
-- (a read, a like, a comment) ran six to_tsvector calls and rewrote a wide row; and a search that
-- matched many blogs scanned the wide rows. The vector now lives in `blog_search`, kept by a trigger
-- that fires only when the words or the publishing state change.
CREATE OR REPLACE FUNCTION inkwell_blog_vector(title text, tags text[], des text) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT setweight(to_tsvector('inkwell'::regconfig, title) || to_tsvector('inkwell_simple'::regconfig, title), 'A') ||
         setweight(to_tsvector('inkwell'::regconfig, inkwell_tags_text(tags)) || to_tsvector('inkwell_simple'::regconfig, inkwell_tags_text(tags)), 'B') ||
         setweight(to_tsvector('inkwell'::regconfig, des) || to_tsvector('inkwell_simple'::regconfig, des), 'C')
$$;
--> statement-breakpoint
-- One row per blog (drafts too: an author searches their own drafts). published_at and seq are
-- copies, so that "the newest matches" is an index walk of this table alone.
CREATE TABLE blog_search (
  blog uuid PRIMARY KEY REFERENCES blogs(id) ON DELETE CASCADE,
  draft boolean NOT NULL,
  published_at timestamptz NOT NULL,
  seq bigint NOT NULL,
  search tsvector NOT NULL
);
--> statement-breakpoint
INSERT INTO blog_search (blog, draft, published_at, seq, search)
  SELECT id, draft, published_at, seq, inkwell_blog_vector(title, tags, des) FROM blogs;
--> statement-breakpoint
CREATE INDEX blog_search_words ON blog_search USING gin (search);
--> statement-breakpoint
CREATE INDEX blog_search_newest ON blog_search (published_at DESC, seq DESC) WHERE NOT draft;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION inkwell_blog_search_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO blog_search (blog, draft, published_at, seq, search)
    VALUES (NEW.id, NEW.draft, NEW.published_at, NEW.seq, inkwell_blog_vector(NEW.title, NEW.tags, NEW.des))
    ON CONFLICT (blog) DO UPDATE
      SET draft = EXCLUDED.draft, published_at = EXCLUDED.published_at, search = EXCLUDED.search;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER blogs_search_sync AFTER INSERT OR UPDATE OF title, des, tags, draft, published_at ON blogs
  FOR EACH ROW EXECUTE FUNCTION inkwell_blog_search_sync();
--> statement-breakpoint
ALTER TABLE blogs DROP COLUMN search;
--> statement-breakpoint
-- Trending ranks the newest blogs and then only older ones whose activity could still beat them
-- (server/routes/trending.ts): this index finds those without reading every blog.
CREATE INDEX blogs_activity ON blogs ((total_reads + 5 * total_likes + 10 * total_comments) DESC) WHERE NOT draft;
