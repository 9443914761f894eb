-- Governing a community (API.md, "Community"): roles, suspension, site settings, invites, reports,
-- the moderation log, hidden content, blocking, and new_blog notifications.

ALTER TABLE users ADD COLUMN role text NOT NULL DEFAULT 'member' CHECK (role IN ('member', 'moderator', 'admin'));
--> statement-breakpoint
ALTER TABLE users ADD COLUMN suspended_until timestamptz;
--> statement-breakpoint
-- The invite a member joined through (kept when the invite is deleted: null then).
ALTER TABLE users ADD COLUMN invite_code text;
--> statement-breakpoint
-- A hidden blog or comment is gone for everyone but its author and moderators. Counters leave it out
-- (a hidden blog's author loses it from total_posts; a hidden comment's blog loses its thread).
ALTER TABLE blogs ADD COLUMN hidden boolean NOT NULL DEFAULT false;
--> statement-breakpoint
ALTER TABLE comments ADD COLUMN hidden boolean NOT NULL DEFAULT false;
--> statement-breakpoint
-- blog_search keeps one flag for "not in public lists": a draft or a hidden blog.
ALTER TABLE blog_search RENAME COLUMN draft TO unlisted;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION inkwell_blog_search_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO blog_search (blog, unlisted, published_at, seq, search)
    VALUES (NEW.id, NEW.draft OR NEW.hidden, NEW.published_at, NEW.seq, inkwell_blog_vector(NEW.title, NEW.tags, NEW.des))
    ON CONFLICT (blog) DO UPDATE
      SET unlisted = EXCLUDED.unlisted, published_at = EXCLUDED.published_at, search = EXCLUDED.search;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER blogs_search_sync ON blogs;
--> statement-breakpoint
CREATE TRIGGER blogs_search_sync AFTER INSERT OR UPDATE OF title, des, tags, draft, hidden, published_at ON blogs
  FOR EACH ROW EXECUTE FUNCTION inkwell_blog_search_sync();
--> statement-breakpoint
-- Site settings: one row per key, the value as JSON.
CREATE TABLE site_settings (
  key text PRIMARY KEY,
  value jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE invites (
  code text PRIMARY KEY,
  seq bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
  created_by uuid REFERENCES users (id) ON DELETE SET NULL,
  max_uses integer NOT NULL CHECK (max_uses > 0),
  uses integer NOT NULL DEFAULT 0,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX users_invite_idx ON users (invite_code) WHERE invite_code IS NOT NULL;
--> statement-breakpoint
-- A report of a blog, a comment or a member. target_id is the target's uuid; label keeps what it was
-- called (a deleted target still reads in the queue and the log).
CREATE TABLE reports (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  seq bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
  reporter uuid REFERENCES users (id) ON DELETE CASCADE,
  target text NOT NULL CHECK (target IN ('blog', 'comment', 'user')),
  target_id uuid NOT NULL,
  -- The member the report is against: the target itself, or the blog's or comment's author.
  against uuid REFERENCES users (id) ON DELETE CASCADE,
  reason text NOT NULL,
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'closed')),
  created_at timestamptz NOT NULL DEFAULT now(),
  closed_at timestamptz
);
--> statement-breakpoint
-- One open report per person and target (a second one is a 409).
CREATE UNIQUE INDEX reports_open_once ON reports (reporter, target, target_id) WHERE status = 'open';
--> statement-breakpoint
CREATE INDEX reports_open_idx ON reports (created_at, seq) WHERE status = 'open';
--> statement-breakpoint
CREATE INDEX reports_against_idx ON reports (against);
--> statement-breakpoint
CREATE TABLE moderation_log (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  seq bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
  moderator uuid REFERENCES users (id) ON DELETE SET NULL,
  moderator_username text NOT NULL,
  action text NOT NULL,
  target text NOT NULL,
  target_id uuid NOT NULL,
  label text NOT NULL,
  reason text NOT NULL DEFAULT '',
  days integer,
  created_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE TABLE blocks (
  blocker uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  blocked uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (blocker, blocked),
  CHECK (blocker <> blocked)
);
--> statement-breakpoint
CREATE INDEX blocks_blocked_idx ON blocks (blocked);
--> statement-breakpoint
-- A new blog by an author one follows is a notification too.
ALTER TABLE notifications DROP CONSTRAINT notifications_type_check;
--> statement-breakpoint
ALTER TABLE notifications ADD CONSTRAINT notifications_type_check CHECK (type IN ('like', 'comment', 'reply', 'new_blog'));
--> statement-breakpoint
-- The _id a bookmark saved, kept when the blog goes (blog is then NULL), so its entry can be removed.
ALTER TABLE bookmarks ADD COLUMN saved_blog uuid;
--> statement-breakpoint
UPDATE bookmarks SET saved_blog = blog;
