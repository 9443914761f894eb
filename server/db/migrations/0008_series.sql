-- Series (API.md, "Writing and publishing"): an author's named, ordered set of blogs.
CREATE TABLE series (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  author uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name text NOT NULL,
  slug text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (author, slug)
);
--> statement-breakpoint
ALTER TABLE blogs ADD COLUMN series uuid REFERENCES series (id) ON DELETE SET NULL;
--> statement-breakpoint
ALTER TABLE blogs ADD COLUMN series_position integer;
--> statement-breakpoint
CREATE INDEX blogs_series_idx ON blogs (series, series_position) WHERE series IS NOT NULL;
