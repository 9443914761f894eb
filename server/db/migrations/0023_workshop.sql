-- The workshop: a draft shared with members for review, and their notes on its blocks.
-- A reviewer of a blog: invited when, read (opened the draft for review) when.
CREATE TABLE blog_reviewers (
  blog uuid NOT NULL REFERENCES blogs(id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  invited_at timestamptz NOT NULL DEFAULT now(),
  read_at timestamptz,
  PRIMARY KEY (blog, user_id)
);
--> statement-breakpoint
-- review-drafts: the drafts shared with a member, last shared first.
CREATE INDEX blog_reviewers_user ON blog_reviewers (user_id, invited_at DESC);
--> statement-breakpoint
-- A note on a block of a blog (by the Editor.js id of the block), or a reply to one (parent). `version`
-- is the blog's version it was written on; `closed` is set when the blog is published.
CREATE TABLE notes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  blog uuid NOT NULL REFERENCES blogs(id) ON DELETE CASCADE,
  parent uuid REFERENCES notes(id) ON DELETE CASCADE,
  block_id text NOT NULL,
  quote text,
  text text NOT NULL,
  author uuid REFERENCES users(id) ON DELETE SET NULL,
  version integer NOT NULL,
  resolved boolean NOT NULL DEFAULT false,
  closed boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  edited_at timestamptz
);
--> statement-breakpoint
-- POST /notes reads a blog's notes in one statement.
CREATE INDEX notes_blog ON notes (blog, created_at);
--> statement-breakpoint
-- Reviewers the author thanks on the published page, in the author's order.
ALTER TABLE blogs ADD COLUMN credits uuid[] NOT NULL DEFAULT '{}';
--> statement-breakpoint
ALTER TABLE notifications ADD COLUMN note uuid REFERENCES notes(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE notifications DROP CONSTRAINT notifications_type_check;
--> statement-breakpoint
ALTER TABLE notifications ADD CONSTRAINT notifications_type_check CHECK (type IN ('like', 'comment', 'reply', 'new_blog', 'review_request', 'note'));
--> statement-breakpoint
-- The review mail setting (notes and replies on drafts): on, as every kind of mail starts.
ALTER TABLE users ALTER COLUMN email_settings SET DEFAULT '{"comment":true,"reply":true,"new_blog":true,"digest":false,"review":true}';
--> statement-breakpoint
UPDATE users SET email_settings = email_settings || '{"review":true}' WHERE NOT email_settings ? 'review';
