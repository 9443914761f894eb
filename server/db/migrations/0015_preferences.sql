-- A member's language and theme follow them to every device. language null: the browser's
-- language decides; theme 'system': the device's light or dark setting decides.
ALTER TABLE users ADD COLUMN language text CHECK (language IN ('en', 'es', 'ar'));
--> statement-breakpoint
ALTER TABLE users ADD COLUMN theme text NOT NULL DEFAULT 'system' CHECK (theme IN ('light', 'dark', 'system'));
