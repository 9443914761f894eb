-- An admin's import of a whole site (POST /import `as: "site"`): each post goes to the member its
-- author's e-mail names. `import_members` remembers, per import, which member each author became and
-- whether the import made that member: a job taken again after a restart makes no second member, and
-- the report lists the members it made.
ALTER TABLE imports ADD COLUMN scope text NOT NULL DEFAULT 'account' CHECK (scope IN ('account', 'site'));
--> statement-breakpoint
CREATE TABLE import_members (
  import uuid NOT NULL REFERENCES imports(id) ON DELETE CASCADE,
  email text NOT NULL,
  member uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created boolean NOT NULL,
  PRIMARY KEY (import, email)
);
--> statement-breakpoint
CREATE INDEX import_members_member_idx ON import_members (member);
