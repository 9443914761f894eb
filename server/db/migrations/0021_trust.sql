-- Trust (API.md, "Trust"). A held blog or comment (a new member's, waiting for a trusted member's
-- vouch) is also hidden: every public list, count, search, feed and counter already leaves hidden
-- content out with its one indexed condition, so holding adds no condition to any of them. `held`
-- tells a held item from one a moderator hid: the held one shows to its author only, marked held.
ALTER TABLE blogs ADD COLUMN held boolean NOT NULL DEFAULT false;
--> statement-breakpoint
ALTER TABLE comments ADD COLUMN held boolean NOT NULL DEFAULT false;
--> statement-breakpoint
ALTER TABLE blogs ADD CONSTRAINT blogs_held_is_hidden CHECK (NOT held OR hidden);
--> statement-breakpoint
ALTER TABLE comments ADD CONSTRAINT comments_held_is_hidden CHECK (NOT held OR hidden);
--> statement-breakpoint
-- The vouch queue reads the held items oldest first; they are few beside the rest.
CREATE INDEX blogs_held_idx ON blogs (published_at, seq) WHERE held;
--> statement-breakpoint
CREATE INDEX comments_held_idx ON comments (commented_at, seq) WHERE held;
--> statement-breakpoint
-- A member's level is computed from their activity when asked; what is stored is what the activity
-- cannot say: `trust_fixed`, a level an admin set (it then stays), and `trust_floor`, the lowest
-- level they have whatever their activity (1 after two trusted members vouched for them, or when a
-- trusted member invited them).
ALTER TABLE users ADD COLUMN trust_fixed smallint CHECK (trust_fixed BETWEEN 0 AND 2);
--> statement-breakpoint
ALTER TABLE users ADD COLUMN trust_floor smallint NOT NULL DEFAULT 0 CHECK (trust_floor BETWEEN 0 AND 2);
--> statement-breakpoint
-- When the member was last suspended: a voucher whose vouchee is suspended within 30 days of the
-- vouch cannot vouch for 30 days.
ALTER TABLE users ADD COLUMN suspended_at timestamptz;
--> statement-breakpoint
-- Who vouched for whom and for what: `target` a held blog or comment, or the member themselves;
-- `approve` false: the voucher declined it (hidden and reported). Kept when the item goes.
CREATE TABLE vouches (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  seq bigint GENERATED ALWAYS AS IDENTITY,
  voucher uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  vouchee uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  target text NOT NULL CHECK (target IN ('blog', 'comment', 'user')),
  target_id uuid NOT NULL,
  approve boolean NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (voucher, target, target_id)
);
--> statement-breakpoint
CREATE INDEX vouches_vouchee_idx ON vouches (vouchee, voucher) WHERE approve;
--> statement-breakpoint
CREATE INDEX vouches_voucher_idx ON vouches (voucher, created_at);
