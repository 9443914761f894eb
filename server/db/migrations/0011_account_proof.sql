-- Whether the holder of an account's password proved its address: a verification link opened in a
-- session of that account, or a password set through a reset link. A link opened by anyone else
-- proves the address but not that its owner chose the password, so the owner's Google sign-in
-- takes such an account over. Accounts from before cannot tell: they count as not proved (the
-- owner's Google sign-in then ends the password, which the reset link sets again).
ALTER TABLE users ADD COLUMN password_proved boolean NOT NULL DEFAULT false;
--> statement-breakpoint
-- One mailbox, one spelling: addresses are compared in lower case (sign-in and sign-up lowercase
-- what they are given). An address stored otherwise is lowercased, unless that would make it
-- equal to another account's.
UPDATE users u SET email = lower(btrim(u.email))
  WHERE u.email <> lower(btrim(u.email)) AND NOT EXISTS (SELECT 1 FROM users o WHERE o.email = lower(btrim(u.email)));
--> statement-breakpoint
-- The outbox's rows count for the daily mail limits of an address even after its account is gone
-- (a deleted and recreated account must not reset them); their bodies are blanked once sent.
ALTER TABLE outbox DROP CONSTRAINT outbox_user_id_fkey;
--> statement-breakpoint
ALTER TABLE outbox ADD CONSTRAINT outbox_user_id_fkey FOREIGN KEY (user_id) REFERENCES users (id) ON DELETE SET NULL;
--> statement-breakpoint
CREATE INDEX outbox_user_kind_idx ON outbox (user_id, kind, created_at);
--> statement-breakpoint
CREATE INDEX outbox_done_idx ON outbox (created_at) WHERE sent_at IS NOT NULL OR failed_at IS NOT NULL;
