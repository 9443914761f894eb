-- What the image pipeline (server/media) made of an upload: its size after orientation, the
-- ThumbHash placeholder, whether it has transparency or is animated (which formats its variants
-- are), and the widths written. `processed_at` NULL on a stored upload: its variants are still to
-- be made (uploads stored before the pipeline; a background job makes them). `image_error`: the
-- file could not be made into an image; it is not tried again.
ALTER TABLE uploads
  ADD COLUMN width integer,
  ADD COLUMN height integer,
  ADD COLUMN placeholder text,
  ADD COLUMN alpha boolean NOT NULL DEFAULT false,
  ADD COLUMN animated boolean NOT NULL DEFAULT false,
  ADD COLUMN widths integer[],
  ADD COLUMN processed_at timestamptz,
  ADD COLUMN image_error text;
--> statement-breakpoint
-- The background job's list: stored or used uploads whose variants are still to be made.
CREATE INDEX uploads_unprocessed_idx ON uploads (key) WHERE processed_at IS NULL AND image_error IS NULL;
