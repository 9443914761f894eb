-- Extensions first: drizzle-kit does not write them (TOOLCHAIN.md).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
-- English stemming over unaccented words: a text search configuration is immutable, so it can feed a
-- generated column (the unaccent() function itself cannot).
DO $$ BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_ts_config WHERE cfgname = 'inkwell') THEN
    CREATE TEXT SEARCH CONFIGURATION inkwell (COPY = english);
    ALTER TEXT SEARCH CONFIGURATION inkwell ALTER MAPPING FOR hword, hword_part, word WITH unaccent, english_stem;
  END IF;
  -- Unstemmed words too, so that a half-typed last word still matches as a prefix ("runnin" -> running).
  IF NOT EXISTS (SELECT 1 FROM pg_ts_config WHERE cfgname = 'inkwell_simple') THEN
    CREATE TEXT SEARCH CONFIGURATION inkwell_simple (COPY = simple);
    ALTER TEXT SEARCH CONFIGURATION inkwell_simple ALTER MAPPING FOR hword, hword_part, word WITH unaccent, simple;
  END IF;
END $$;
--> statement-breakpoint
-- array_to_string is only STABLE in general; for text[] it is immutable, which a generated column needs.
CREATE OR REPLACE FUNCTION inkwell_tags_text(tags text[]) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT array_to_string(tags, ' ') $$;
--> statement-breakpoint
CREATE TABLE users (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  seq bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
  fullname text NOT NULL,
  email text NOT NULL UNIQUE,
  password_hash text,
  google_auth boolean NOT NULL DEFAULT false,
  username text NOT NULL UNIQUE,
  bio text NOT NULL DEFAULT '',
  profile_img text NOT NULL,
  social_links jsonb NOT NULL DEFAULT '{"youtube":"","facebook":"","twitter":"","github":"","instagram":"","website":""}',
  total_posts integer NOT NULL DEFAULT 0,
  total_reads bigint NOT NULL DEFAULT 0,
  token_version integer NOT NULL DEFAULT 0,
  joined_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE UNIQUE INDEX users_username_lower ON users (lower(username));
--> statement-breakpoint
CREATE INDEX users_username_trgm ON users USING gin (lower(username) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX users_fullname_trgm ON users USING gin (lower(fullname) gin_trgm_ops);
--> statement-breakpoint
CREATE TABLE blogs (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  seq bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
  blog_id text NOT NULL UNIQUE,
  title text NOT NULL,
  banner text NOT NULL DEFAULT '',
  des text NOT NULL DEFAULT '',
  content jsonb NOT NULL DEFAULT '{"blocks":[]}',
  tags text[] NOT NULL DEFAULT '{}',
  author uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  draft boolean NOT NULL DEFAULT false,
  total_likes integer NOT NULL DEFAULT 0,
  total_comments integer NOT NULL DEFAULT 0,
  total_parent_comments integer NOT NULL DEFAULT 0,
  total_reads bigint NOT NULL DEFAULT 0,
  published_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  search tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('inkwell'::regconfig, title) || to_tsvector('inkwell_simple'::regconfig, title), 'A') ||
    setweight(to_tsvector('inkwell'::regconfig, inkwell_tags_text(tags)) || to_tsvector('inkwell_simple'::regconfig, inkwell_tags_text(tags)), 'B') ||
    setweight(to_tsvector('inkwell'::regconfig, des) || to_tsvector('inkwell_simple'::regconfig, des), 'C')
  ) STORED
);
--> statement-breakpoint
CREATE INDEX blogs_search ON blogs USING gin (search);
--> statement-breakpoint
CREATE INDEX blogs_tags ON blogs USING gin (tags);
--> statement-breakpoint
CREATE INDEX blogs_published ON blogs (draft, published_at DESC, seq DESC);
--> statement-breakpoint
CREATE INDEX blogs_author ON blogs (author, draft, published_at DESC, seq DESC);
--> statement-breakpoint
CREATE TABLE likes (
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  blog uuid NOT NULL REFERENCES blogs(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (blog, user_id)
);
--> statement-breakpoint
CREATE TABLE comments (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  seq bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
  blog uuid NOT NULL REFERENCES blogs(id) ON DELETE CASCADE,
  comment text NOT NULL,
  commented_by uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  is_reply boolean NOT NULL DEFAULT false,
  parent uuid REFERENCES comments(id) ON DELETE CASCADE,
  commented_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX comments_blog ON comments (blog, is_reply, commented_at DESC, seq DESC);
--> statement-breakpoint
CREATE INDEX comments_parent ON comments (parent, commented_at, seq);
--> statement-breakpoint
CREATE TABLE notifications (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  seq bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
  type text NOT NULL CHECK (type IN ('like', 'comment', 'reply')),
  blog uuid NOT NULL REFERENCES blogs(id) ON DELETE CASCADE,
  notification_for uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  comment uuid REFERENCES comments(id) ON DELETE CASCADE,
  replied_on_comment uuid REFERENCES comments(id) ON DELETE CASCADE,
  reply uuid REFERENCES comments(id) ON DELETE SET NULL,
  seen boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX notifications_for ON notifications (notification_for, type, created_at DESC, seq DESC);
--> statement-breakpoint
CREATE INDEX notifications_unseen ON notifications (notification_for) WHERE NOT seen;
--> statement-breakpoint
CREATE TABLE uploads (
  key text PRIMARY KEY,
  owner uuid REFERENCES users(id) ON DELETE SET NULL,
  content_type text,
  size integer,
  expires_at timestamptz NOT NULL,
  uploaded_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
