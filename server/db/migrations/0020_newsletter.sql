-- The newsletter (API.md, "Newsletter: readers who follow by e-mail"). A subscriber is an address
-- following one author by e-mail, no account needed: `pending` until the confirmation mail's button
-- is pressed (only the token's hash is kept), `confirmed`, `unsubscribed` (the row stays so that an
-- import cannot bring the address back), or `bounced` after three permanent SMTP rejections.
-- `language`: the one the subscribe request spoke, when it said one (null: the author's).
CREATE TABLE subscribers (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  seq bigint GENERATED ALWAYS AS IDENTITY,
  author uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  email text NOT NULL,
  state text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'confirmed', 'unsubscribed', 'bounced')),
  confirm_token_hash text UNIQUE,
  confirm_sent_at timestamptz,
  language text,
  bounce_count integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  confirmed_at timestamptz,
  -- One row per author and address, compared as stored (lower case, trimmed).
  CONSTRAINT subscribers_email_normalised CHECK (email = lower(btrim(email))),
  UNIQUE (author, email)
);
--> statement-breakpoint
-- The sending job reads an author's confirmed subscribers in id order, a batch at a time.
CREATE INDEX subscribers_confirmed_idx ON subscribers (author, id) WHERE state = 'confirmed';
--> statement-breakpoint
-- Every address a blog's mail was queued for, newsletter or a follower's new-blog mail: an address
-- gets one blog once, and a sending job that restarts goes on with the addresses not in it.
CREATE TABLE newsletter_sends (
  blog uuid NOT NULL REFERENCES blogs(id) ON DELETE CASCADE,
  email text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (blog, email)
);
--> statement-breakpoint
-- A blog's newsletter mail, rendered once per language: a queued newsletter mail keeps no body of its
-- own but this copy and its subscriber's unsubscribe address, put in place of `marker` when the
-- outbox takes it (10,000 subscribers hold one copy, not 10,000). Deleting the blog deletes its copies
-- and, with them, its mail not sent yet.
CREATE TABLE newsletter_copies (
  id bigserial PRIMARY KEY,
  blog uuid NOT NULL REFERENCES blogs(id) ON DELETE CASCADE,
  language text NOT NULL,
  marker text NOT NULL,
  subject text NOT NULL,
  text_body text NOT NULL,
  html_body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (blog, language)
);
--> statement-breakpoint
ALTER TABLE outbox ADD COLUMN newsletter_copy bigint REFERENCES newsletter_copies(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE outbox ADD COLUMN unsubscribe_url text;
--> statement-breakpoint
-- Whether first publishing sends the blog to its author's subscribers (create-blog `newsletter`).
ALTER TABLE blogs ADD COLUMN newsletter boolean NOT NULL DEFAULT true;
