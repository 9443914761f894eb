-- Preview tokens are kept hashed (SHA-256, base64url, as mail tokens are): a copy of the database
-- gives no working preview link. Links already shared keep working: their tokens are hashed in place.
-- New links also keep a nonce from which the server (with its secret) remakes the token for the
-- author's editor; links made before this have none.
ALTER TABLE blogs RENAME COLUMN preview_token TO preview_token_hash;
--> statement-breakpoint
UPDATE blogs SET preview_token_hash = rtrim(translate(encode(sha256(convert_to(preview_token_hash, 'UTF8')), 'base64'), '+/', '-_'), '=')
WHERE preview_token_hash IS NOT NULL;
--> statement-breakpoint
ALTER TABLE blogs ADD COLUMN preview_nonce text;
