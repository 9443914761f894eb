-- A blog's own language (API.md, "Languages and theme"): a well-formed BCP 47 tag in its canonical
-- form, checked by the contract (src/contract/languages.ts); its page's `lang`. Blogs written before
-- it take their author's interface language, else English, as a new blog does.
ALTER TABLE blogs ADD COLUMN language text;
--> statement-breakpoint
UPDATE blogs b SET language = coalesce(u.language, 'en') FROM users u WHERE u.id = b.author;
--> statement-breakpoint
ALTER TABLE blogs ALTER COLUMN language SET DEFAULT 'en';
--> statement-breakpoint
ALTER TABLE blogs ALTER COLUMN language SET NOT NULL;
--> statement-breakpoint
ALTER TABLE blogs ADD CONSTRAINT blogs_language_length CHECK (char_length(language) BETWEEN 1 AND 35);
