-- Sessions: every access token names its row, so one token can be ended (sign-out) while the
-- user's other devices stay signed in. Tokens issued before this migration carry no session and
-- are refused: everyone signs in once more.
CREATE TABLE sessions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
--> statement-breakpoint
CREATE INDEX sessions_user_idx ON sessions (user_id);
--> statement-breakpoint
-- Whether the owner of the e-mail proved it (Google sign-in does; a password sign-up does not yet).
ALTER TABLE users ADD COLUMN email_verified boolean NOT NULL DEFAULT false;
--> statement-breakpoint
UPDATE users SET email_verified = true WHERE google_auth;
