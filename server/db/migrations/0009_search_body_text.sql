-- Search reads the blog's text too (issue 17): the words of its blocks join the search vector at the
-- lowest weight (D), below title (A), tags (B) and description (C), so a match in the title still
-- ranks first. Only the published content counts: a published blog's pending edits are not public.

-- The text a reader sees in a blog's blocks, in block order, without markup: paragraphs, headers,
-- quotes (and their captions), list items at every depth, code, table cells, image and embed
-- captions. Inline markup is dropped and the entities the sanitiser writes are decoded. The first
-- 200,000 characters count (a long blog's words past that are not searched; to_tsvector takes a
-- few milliseconds for that much). Data of an unexpected shape gives no text, never an error
-- (`silent`): a save must not fail on it.
CREATE OR REPLACE FUNCTION inkwell_blog_text(content jsonb) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT left(
    replace(replace(replace(replace(replace(replace(
      regexp_replace(coalesce(string_agg(v.t #>> '{}', ' ' ORDER BY blk.i, v.j), ''), '<[^>]*>', ' ', 'g'),
      '&nbsp;', ' '), '&lt;', '<'), '&gt;', '>'), '&quot;', '"'), '&#39;', ''''), '&amp;', '&'),
    200000)
  FROM jsonb_array_elements(CASE WHEN jsonb_typeof(content -> 'blocks') = 'array' THEN content -> 'blocks' ELSE '[]'::jsonb END)
    WITH ORDINALITY AS blk(b, i),
  LATERAL jsonb_path_query(blk.b, (CASE blk.b ->> 'type'
      WHEN 'list' THEN 'strict $.data.items.** ? (@.type() == "string")'
      WHEN 'table' THEN 'lax $.data.content[*][*]'
      WHEN 'code' THEN 'lax $.data.code'
      WHEN 'image' THEN 'lax $.data.caption'
      WHEN 'embed' THEN 'lax $.data.caption'
      WHEN 'quote' THEN 'lax $.data.keyvalue() ? (@.key == "text" || @.key == "caption").value'
      ELSE 'lax $.data.text' END)::jsonpath, '{}', true)
    WITH ORDINALITY AS v(t, j)
  WHERE jsonb_typeof(v.t) = 'string'
$$;
--> statement-breakpoint
-- The body is stemmed only: the unstemmed copy that lets a half-typed last word match as a prefix
-- stays with title, tags and description (a body would double the vector for little).
CREATE OR REPLACE FUNCTION inkwell_blog_vector(title text, tags text[], des text, body text) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT inkwell_blog_vector(title, tags, des) || setweight(to_tsvector('inkwell'::regconfig, body), 'D')
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION inkwell_blog_search_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO blog_search (blog, unlisted, published_at, seq, search)
    VALUES (NEW.id, NEW.draft OR NEW.hidden, NEW.published_at, NEW.seq,
            inkwell_blog_vector(NEW.title, NEW.tags, NEW.des, inkwell_blog_text(NEW.content)))
    ON CONFLICT (blog) DO UPDATE
      SET unlisted = EXCLUDED.unlisted, published_at = EXCLUDED.published_at, search = EXCLUDED.search;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER blogs_search_sync ON blogs;
--> statement-breakpoint
CREATE TRIGGER blogs_search_sync AFTER INSERT OR UPDATE OF title, des, tags, content, draft, hidden, published_at ON blogs
  FOR EACH ROW EXECUTE FUNCTION inkwell_blog_search_sync();
--> statement-breakpoint
UPDATE blog_search s SET search = inkwell_blog_vector(b.title, b.tags, b.des, inkwell_blog_text(b.content))
  FROM blogs b WHERE b.id = s.blog;
