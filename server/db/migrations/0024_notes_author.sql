-- A member's notes by time: the add-note rate (NOTES_PER_MINUTE) and the account export read them.
CREATE INDEX notes_author ON notes (author, created_at);
