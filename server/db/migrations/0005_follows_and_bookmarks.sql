-- Following an author (API.md, "Community").
CREATE TABLE follows (
  follower uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  followee uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (follower, followee),
  CHECK (follower <> followee)
);
--> statement-breakpoint
CREATE INDEX follows_followee_idx ON follows (followee);
--> statement-breakpoint
-- A reading list. The title and author are kept with the bookmark: when the blog is deleted the row
-- stays (blog set to NULL) and the list still says what it was.
CREATE TABLE bookmarks (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  seq bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  blog uuid REFERENCES blogs (id) ON DELETE SET NULL,
  title text NOT NULL,
  author_username text NOT NULL,
  author_fullname text NOT NULL,
  saved_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, blog)
);
--> statement-breakpoint
CREATE INDEX bookmarks_user_idx ON bookmarks (user_id, saved_at DESC, seq DESC);
