-- Notifications are found by blog, user and comment, not only by recipient: an unlike deletes the
-- like's notification (blog, user_id), and deleting a blog or a comment removes its notifications
-- through the foreign keys (blog, comment, replied_on_comment; reply is set to null). Without these
-- indexes each of those was a scan of the whole table: at 100,000 blogs (450,000 notifications) an
-- unlike cost tens of milliseconds of the embedded database's one connection.
CREATE INDEX notifications_blog ON notifications (blog, user_id);
--> statement-breakpoint
CREATE INDEX notifications_comment ON notifications (comment) WHERE comment IS NOT NULL;
--> statement-breakpoint
CREATE INDEX notifications_replied_on ON notifications (replied_on_comment) WHERE replied_on_comment IS NOT NULL;
--> statement-breakpoint
CREATE INDEX notifications_reply ON notifications (reply) WHERE reply IS NOT NULL;
