-- The fediverse (docs/decisions/0024). A deleted member's actor answers 410 Gone with a Tombstone, as Mastodon
-- answers for a deleted account, instead of 404: a server that meets the id later (a boost, a reply,
-- a retried fetch) learns the account is gone, not that it never was. Their username is kept to
-- answer WebFinger the same way while no new member has taken it.
CREATE TABLE departed_members (
  id uuid PRIMARY KEY,
  username text NOT NULL,
  departed_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX departed_members_username ON departed_members (username);
--> statement-breakpoint
-- A remote reply's images (its Note's first four attachments, as Mastodon reads them, those that are
-- images), copied here through the image pipeline: [{ url, alt, width, height }], each url one of
-- this server's uploads, used by the comment (deleting it releases them). Null: none.
ALTER TABLE comments ADD COLUMN images jsonb;
--> statement-breakpoint
ALTER TABLE upload_uses ADD COLUMN comment uuid REFERENCES comments(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE upload_uses DROP CONSTRAINT upload_uses_one_user;
--> statement-breakpoint
ALTER TABLE upload_uses ADD CONSTRAINT upload_uses_one_user CHECK (num_nonnulls(blog, user_id, remote_actor, comment) = 1);
--> statement-breakpoint
CREATE INDEX upload_uses_comment_idx ON upload_uses (comment);
