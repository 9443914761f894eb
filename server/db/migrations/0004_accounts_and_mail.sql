-- Which notification mail a member gets (API.md, "Accounts and e-mail"); digest: one mail a day.
ALTER TABLE users ADD COLUMN email_settings jsonb NOT NULL DEFAULT '{"comment":true,"reply":true,"new_blog":true,"digest":false}';
--> statement-breakpoint
-- A comment whose author deleted their account stays, as [deleted] and with no author, when it has
-- replies (the thread keeps its shape).
ALTER TABLE comments ALTER COLUMN commented_by DROP NOT NULL;
--> statement-breakpoint
-- Links in mail: password reset and e-mail verification. Only a hash of the token is kept; a token
-- is used once (used_at) and expires.
CREATE TABLE account_tokens (
  token_hash text PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  purpose text NOT NULL CHECK (purpose IN ('reset', 'verify')),
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX account_tokens_user_idx ON account_tokens (user_id, purpose, created_at);
--> statement-breakpoint
-- The outbox: a mail is written in the transaction of the event that causes it and sent later by
-- whichever server instance takes it first (FOR UPDATE SKIP LOCKED), with retries and back-off.
-- event_key makes one mail per person per event.
CREATE TABLE outbox (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  seq bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
  user_id uuid REFERENCES users (id) ON DELETE CASCADE,
  to_email text NOT NULL,
  kind text NOT NULL,
  event_key text NOT NULL UNIQUE,
  subject text NOT NULL,
  text_body text NOT NULL,
  html_body text NOT NULL,
  headers jsonb NOT NULL DEFAULT '{}',
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz,
  failed_at timestamptz,
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX outbox_due_idx ON outbox (next_attempt_at) WHERE sent_at IS NULL AND failed_at IS NULL;
--> statement-breakpoint
CREATE INDEX outbox_recipient_idx ON outbox (to_email, kind, created_at);
--> statement-breakpoint
-- Events waiting for a member's daily digest.
CREATE TABLE digest_items (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL,
  event_key text NOT NULL UNIQUE,
  line text NOT NULL,
  link text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX digest_items_user_idx ON digest_items (user_id, created_at);
