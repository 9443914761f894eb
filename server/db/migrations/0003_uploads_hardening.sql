-- Upload URLs handed out per user per hour are counted from here (the quota).
CREATE INDEX uploads_owner_created_idx ON uploads (owner, created_at);
--> statement-breakpoint
-- Which blog or profile uses which upload: an upload nobody uses a day after it was made is deleted,
-- and so are the images of deleted blogs (their rows go with the blog).
CREATE TABLE upload_uses (
  key text NOT NULL REFERENCES uploads (key) ON DELETE CASCADE,
  blog uuid REFERENCES blogs (id) ON DELETE CASCADE,
  user_id uuid REFERENCES users (id) ON DELETE CASCADE,
  CHECK ((blog IS NULL) <> (user_id IS NULL))
);
--> statement-breakpoint
CREATE INDEX upload_uses_key_idx ON upload_uses (key);
--> statement-breakpoint
CREATE INDEX upload_uses_blog_idx ON upload_uses (blog);
--> statement-breakpoint
CREATE INDEX upload_uses_user_idx ON upload_uses (user_id);
--> statement-breakpoint
-- What blogs and profiles used before this migration, found once by address.
INSERT INTO upload_uses (key, blog)
SELECT DISTINCT up.key, b.id FROM uploads up JOIN blogs b
  ON b.banner LIKE '%/uploads/' || up.key OR b.content::text LIKE '%/uploads/' || up.key || '"%'
WHERE up.uploaded_at IS NOT NULL;
--> statement-breakpoint
INSERT INTO upload_uses (key, user_id)
SELECT up.key, u.id FROM uploads up JOIN users u ON u.profile_img LIKE '%/uploads/' || up.key
WHERE up.uploaded_at IS NOT NULL;
