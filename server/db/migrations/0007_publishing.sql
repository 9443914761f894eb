-- Publishing without fear (API.md, "Writing and publishing"): versions, pending edits, revisions,
-- scheduling and preview links.

-- Grows with every save; a save that started from an older version is refused (409), never merged silently.
ALTER TABLE blogs ADD COLUMN version integer NOT NULL DEFAULT 1;
--> statement-breakpoint
-- Unpublished changes of a published blog: { title, banner, des, content, tags }; readers keep the published fields.
ALTER TABLE blogs ADD COLUMN pending jsonb;
--> statement-breakpoint
-- A scheduled blog is a draft with the minute it goes live; the scheduler publishes it then.
ALTER TABLE blogs ADD COLUMN scheduled_at timestamptz;
--> statement-breakpoint
CREATE INDEX blogs_scheduled_idx ON blogs (scheduled_at) WHERE scheduled_at IS NOT NULL;
--> statement-breakpoint
-- A private link to the draft or pending version; null: no link.
ALTER TABLE blogs ADD COLUMN preview_token text UNIQUE;
--> statement-breakpoint
-- What each publish and each update of a published blog made public, the last 50 per blog.
CREATE TABLE blog_revisions (
  blog uuid NOT NULL REFERENCES blogs (id) ON DELETE CASCADE,
  rev integer NOT NULL,
  saved_at timestamptz NOT NULL DEFAULT now(),
  title text NOT NULL,
  banner text NOT NULL,
  des text NOT NULL,
  content jsonb NOT NULL,
  tags text[] NOT NULL,
  PRIMARY KEY (blog, rev)
);
