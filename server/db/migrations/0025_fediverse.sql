-- The fediverse (ActivityPub). Every member is an actor; remote actors, their follows, replies, likes
-- and boosts are kept here; Fedify's key-value store lives in federation_kv (its queue is the durable
-- job table).

-- Each member's key pairs (JWK), made the first time the actor is asked for: RSA for draft-cavage
-- HTTP signatures (what Mastodon checks), Ed25519 for RFC 9421 and object integrity proofs.
CREATE TABLE actor_keys (
  user_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  rsa jsonb NOT NULL,
  ed25519 jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- An actor of another server we heard from (a follower, a commenter, a liker), as last fetched.
CREATE TABLE remote_actors (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  uri text NOT NULL UNIQUE,
  domain text NOT NULL,
  -- user@host, shown as @user@host.
  handle text NOT NULL,
  name text NOT NULL DEFAULT '',
  -- The avatar's address on its server, and the picture we show (drawn by us: we never link another server's files).
  icon_url text,
  avatar text NOT NULL,
  url text,
  inbox text NOT NULL,
  shared_inbox text,
  fetched_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX remote_actors_domain ON remote_actors (domain);

-- Remote actors following a member (an accepted Follow).
CREATE TABLE remote_followers (
  followee uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  actor uuid NOT NULL REFERENCES remote_actors(id) ON DELETE CASCADE,
  follow_id text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (followee, actor)
);
CREATE INDEX remote_followers_actor ON remote_followers (actor);

-- A remote Like (kind 'like') or Announce (kind 'share') of a blog; counted in its totals.
CREATE TABLE remote_reactions (
  blog uuid NOT NULL REFERENCES blogs(id) ON DELETE CASCADE,
  actor uuid NOT NULL REFERENCES remote_actors(id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('like', 'share')),
  activity_id text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (blog, actor, kind)
);
CREATE INDEX remote_reactions_actor ON remote_reactions (actor);

ALTER TABLE blogs ADD COLUMN total_shares integer NOT NULL DEFAULT 0;
-- When its Create went out to the fediverse (null: never): the next change is an Update, not a Create.
ALTER TABLE blogs ADD COLUMN federated_at timestamptz;

-- A comment from a remote actor: who, the Note's id (one comment per Note) and its page.
ALTER TABLE comments ADD COLUMN remote_actor uuid REFERENCES remote_actors(id) ON DELETE CASCADE;
ALTER TABLE comments ADD COLUMN remote_id text UNIQUE;
ALTER TABLE comments ADD COLUMN remote_url text;
CREATE INDEX comments_remote_actor ON comments (remote_actor) WHERE remote_actor IS NOT NULL;

-- Servers an admin blocked: their activities are refused, their followers, comments and reactions gone.
CREATE TABLE blocked_domains (
  domain text PRIMARY KEY,
  blocked_by uuid REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- A member's block of a remote account: its replies to them are refused and its comments hidden from them.
CREATE TABLE remote_blocks (
  blocker uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  actor uuid NOT NULL REFERENCES remote_actors(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (blocker, actor)
);

-- Fedify's key-value store (cached remote documents and keys, activity ids already handled).
CREATE TABLE federation_kv (
  key text PRIMARY KEY,
  value jsonb NOT NULL,
  expires_at timestamptz
);
CREATE INDEX federation_kv_expires ON federation_kv (expires_at) WHERE expires_at IS NOT NULL;

-- A notification of a remote actor's reply names that actor instead of a member.
ALTER TABLE notifications ALTER COLUMN user_id DROP NOT NULL;
ALTER TABLE notifications ADD COLUMN remote_actor uuid REFERENCES remote_actors(id) ON DELETE CASCADE;
