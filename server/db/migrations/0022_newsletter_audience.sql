-- A blog's mail in one language is kept once for its subscribers and once for the author's
-- followers who asked for new-blog mail: the two differ only in why the reader gets it and what
-- unsubscribing stops (a subscription, or the member's new-blog mail).
ALTER TABLE newsletter_copies ADD COLUMN audience text NOT NULL DEFAULT 'subscriber' CHECK (audience IN ('subscriber', 'follower'));
--> statement-breakpoint
ALTER TABLE newsletter_copies DROP CONSTRAINT newsletter_copies_blog_language_key;
--> statement-breakpoint
ALTER TABLE newsletter_copies ADD CONSTRAINT newsletter_copies_blog_language_audience_key UNIQUE (blog, language, audience);
