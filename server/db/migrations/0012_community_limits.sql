-- What a report came to: a moderator's dismissal must not count against a member, and lets the
-- same reporter be held off re-reporting the target for a while. Open reports have none.
ALTER TABLE reports ADD COLUMN outcome text CHECK (outcome IN ('dismissed', 'upheld'));
--> statement-breakpoint
-- Reports closed before this column: upheld when a moderator acted (not dismissed) on the target
-- after the report was made, dismissed otherwise.
UPDATE reports r SET outcome = CASE WHEN EXISTS (
    SELECT 1 FROM moderation_log l
    WHERE l.target = r.target AND l.target_id = r.target_id AND l.action <> 'dismiss' AND l.created_at >= r.created_at
  ) THEN 'upheld' ELSE 'dismissed' END
WHERE r.status = 'closed';
--> statement-breakpoint
-- The per-reporter hourly limit and the dismissal cooldown read a reporter's own reports.
CREATE INDEX reports_reporter_idx ON reports (reporter, created_at);
--> statement-breakpoint
-- The per-member comment rate counts a member's comments of the last minute.
CREATE INDEX comments_by_time_idx ON comments (commented_by, commented_at);
--> statement-breakpoint
-- Blocking ends following both ways; follows of a blocker by the member they blocked, left from
-- before, go too.
DELETE FROM follows f USING blocks k WHERE k.blocker = f.followee AND k.blocked = f.follower;
--> statement-breakpoint
-- A hidden blog has no preview link.
UPDATE blogs SET preview_token = NULL WHERE hidden AND preview_token IS NOT NULL;
--> statement-breakpoint
-- Comment and reply mail is throttled per thread (blog) and recipient: `thread` names it, `due_at`
-- is when the mail was meant to go (at once, or when the hour since the last one ends), and a mail
-- still waiting keeps the comments it lists in `items`, so that later ones are added to it.
ALTER TABLE outbox ADD COLUMN thread text;
--> statement-breakpoint
ALTER TABLE outbox ADD COLUMN due_at timestamptz NOT NULL DEFAULT now();
--> statement-breakpoint
ALTER TABLE outbox ADD COLUMN items jsonb;
--> statement-breakpoint
CREATE INDEX outbox_thread_idx ON outbox (user_id, thread, due_at) WHERE thread IS NOT NULL;
