-- The revision a note was made on: the one whose publishing closed it, so the History shows a
-- revision's notes beside it. NULL while the note is open, and for a round whose pending changes
-- were discarded (they never became a revision).
ALTER TABLE notes ADD COLUMN rev integer;
-- Notes closed before this: the first revision recorded after they were written. A round discarded
-- before this migration cannot be told apart from the next publish: its notes go with that revision.
UPDATE notes n SET rev = (SELECT min(r.rev) FROM blog_revisions r WHERE r.blog = n.blog AND r.saved_at >= n.created_at) WHERE n.closed;
