-- The fediverse's withdrawals (docs/decisions/0024).
-- `federation_round` counts the Deletes a blog's Article got: Mastodon keeps a tombstone for every
-- deleted id and refuses a later Create of it, so a blog sent again after a Delete (shown again,
-- published again, its author's suspension over) goes out under a new id, `<blog uuid>.<round>`.
ALTER TABLE blogs ADD COLUMN federation_round integer NOT NULL DEFAULT 0;
--> statement-breakpoint
-- A deleted member's signing keys, kept only until the Delete of their actor is handed to the
-- delivery queue: Mastodon accepts that Delete only when signed by the actor's own key, and the
-- member's row (with `actor_keys`) is gone by then.
CREATE TABLE departed_actors (
  id uuid PRIMARY KEY,
  rsa jsonb NOT NULL,
  ed25519 jsonb NOT NULL,
  departed_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
-- A remote actor's picture is copied here through the image pipeline: `avatar` is then the copy (an
-- upload of no member, used by the actor while they are known here) and `avatar_source` the icon
-- address it was made from, or was refused from (the default picture stays until the icon changes).
ALTER TABLE remote_actors ADD COLUMN avatar_source text;
--> statement-breakpoint
ALTER TABLE upload_uses ADD COLUMN remote_actor uuid REFERENCES remote_actors(id) ON DELETE CASCADE;
--> statement-breakpoint
-- Each use is of one blog, one member or one remote actor (the check of migration 0003 named two).
ALTER TABLE upload_uses DROP CONSTRAINT upload_uses_check;
--> statement-breakpoint
ALTER TABLE upload_uses ADD CONSTRAINT upload_uses_one_user CHECK (num_nonnulls(blog, user_id, remote_actor) = 1);
--> statement-breakpoint
CREATE INDEX upload_uses_remote_actor_idx ON upload_uses (remote_actor);
