-- Imports from other platforms (API.md third edition, "Import and moved links"). An import is read by
-- a durable job (server/jobs); `done` counts the source's items handled, so a job taken again after a
-- restart goes on after them. `skipped` holds { item, reason } in the source's order.
CREATE TABLE imports (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  owner uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  format text NOT NULL,
  state text NOT NULL DEFAULT 'queued' CHECK (state IN ('queued', 'running', 'done', 'failed')),
  total integer NOT NULL DEFAULT 0,
  done integer NOT NULL DEFAULT 0,
  skipped jsonb NOT NULL DEFAULT '[]'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz
);
--> statement-breakpoint
-- Each source post a member imported, by its key in the source (format and the source's own id):
-- the same file again creates nothing. `position` orders an import's created blogs as in the file.
CREATE TABLE import_items (
  owner uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  source_key text NOT NULL,
  import uuid NOT NULL REFERENCES imports(id) ON DELETE CASCADE,
  position integer NOT NULL,
  blog uuid REFERENCES blogs(id) ON DELETE SET NULL,
  PRIMARY KEY (owner, source_key)
);
--> statement-breakpoint
CREATE INDEX import_items_import_idx ON import_items (import, position);
--> statement-breakpoint
-- Moved links: an imported post's path on its old site answers a 301 to the blog here.
CREATE TABLE redirects (
  from_path text PRIMARY KEY,
  blog uuid NOT NULL REFERENCES blogs(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX redirects_blog_idx ON redirects (blog);
--> statement-breakpoint
-- Images read from an import are the importer's uploads, outside the hourly quota of upload URLs.
ALTER TABLE uploads ADD COLUMN imported boolean NOT NULL DEFAULT false;
