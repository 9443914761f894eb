import { sql } from 'drizzle-orm';
import { PAGE_SIZES } from '../../src/contract/index.ts';
import type { Db } from '../db/client.ts';
import { one, rows, type Executor } from '../db/query.ts';
import type { SocialLinksRow } from '../db/schema.ts';

/** What sign-in, sign-up and the session answer need of a user. */
export interface AccountRow {
  id: string;
  fullname: string;
  username: string;
  profile_img: string;
  password_hash: string | null;
  token_version: number;
  email_verified: boolean;
}

const ACCOUNT = sql.raw('id, fullname, username, profile_img, password_hash, token_version, email_verified');

export const accountByEmail = (db: Executor, email: string) => one<AccountRow>(db, sql`SELECT ${ACCOUNT} FROM users WHERE email = ${email}`);
export const accountById = (db: Executor, id: string) => one<AccountRow>(db, sql`SELECT ${ACCOUNT} FROM users WHERE id = ${id}`);
export const emailExists = async (db: Executor, email: string) => !!(await one(db, sql`SELECT 1 FROM users WHERE email = ${email}`));
export const usernameTaken = async (db: Executor, username: string, exceptUserId?: string) =>
  !!(await one(db, sql`SELECT 1 FROM users WHERE lower(username) = lower(${username}) ${exceptUserId ? sql`AND id <> ${exceptUserId}` : sql``}`));

export interface NewAccount {
  fullname: string;
  email: string;
  passwordHash: string | null;
  /** A Google sign-up: Google proved the e-mail. */
  google: boolean;
  username: string;
  profileImg: string;
}

/** Inserts a user; a unique violation (e-mail or username taken meanwhile) is the caller's to handle. */
export async function insertAccount(db: Executor, a: NewAccount): Promise<AccountRow> {
  return (await one<AccountRow>(
    db,
    sql`INSERT INTO users (fullname, email, password_hash, google_auth, email_verified, username, profile_img)
        VALUES (${a.fullname}, ${a.email}, ${a.passwordHash}, ${a.google}, ${a.google}, ${a.username}, ${a.profileImg})
        RETURNING ${ACCOUNT}`,
  ))!;
}

/** The owner of the e-mail proved it with Google: the password set by whoever signed up goes, and every earlier token. */
export async function claimWithGoogle(db: Db, userId: string): Promise<AccountRow> {
  return db.transaction(async (tx) => {
    const claimed = (await one<AccountRow>(
      tx,
      sql`UPDATE users SET password_hash = NULL, email_verified = true, google_auth = true, token_version = token_version + 1
          WHERE id = ${userId} RETURNING ${ACCOUNT}`,
    ))!;
    await tx.execute(sql`DELETE FROM sessions WHERE user_id = ${userId}`);
    return claimed;
  });
}

/** A new password: every earlier token ends (version bumped, sessions dropped). */
export async function setPassword(db: Db, userId: string, hash: string): Promise<AccountRow> {
  return db.transaction(async (tx) => {
    const updated = (await one<AccountRow>(tx, sql`UPDATE users SET password_hash = ${hash}, token_version = token_version + 1 WHERE id = ${userId} RETURNING ${ACCOUNT}`))!;
    await tx.execute(sql`DELETE FROM sessions WHERE user_id = ${userId}`);
    return updated;
  });
}

/* Sessions: one row per signed-in device; a token is valid while its row exists. */

/** A new session of `lifetimeSeconds`; the user's expired rows go. */
export async function openSession(db: Executor, userId: string, lifetimeSeconds: number): Promise<string> {
  await db.execute(sql`DELETE FROM sessions WHERE user_id = ${userId} AND expires_at <= now()`);
  return (await one<{ id: string }>(db, sql`INSERT INTO sessions (user_id, expires_at) VALUES (${userId}, now() + make_interval(secs => ${lifetimeSeconds})) RETURNING id`))!.id;
}

/** The user of a live session, with the token version its token must carry. */
export const sessionUser = (db: Executor, sessionId: string, userId: string) =>
  one<{ id: string; username: string; token_version: number }>(
    db,
    sql`SELECT u.id, u.username, u.token_version FROM sessions s JOIN users u ON u.id = s.user_id
        WHERE s.id = ${sessionId} AND s.user_id = ${userId} AND s.expires_at > now()`,
  );

export async function closeSession(db: Executor, sessionId: string) {
  await db.execute(sql`DELETE FROM sessions WHERE id = ${sessionId}`);
}

export async function closeEverySession(db: Db, userId: string) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`UPDATE users SET token_version = token_version + 1 WHERE id = ${userId}`);
    await tx.execute(sql`DELETE FROM sessions WHERE user_id = ${userId}`);
  });
}

/* Profiles */

export interface ProfileRow {
  id: string;
  fullname: string;
  username: string;
  profile_img: string;
  bio: string;
  email: string;
  social_links: SocialLinksRow;
  total_posts: number;
  total_reads: number;
  joined_at: Date;
}

export const profileByUsername = (db: Executor, username: string) =>
  one<ProfileRow>(db, sql`SELECT id, fullname, username, profile_img, bio, email, social_links, total_posts, total_reads, joined_at FROM users WHERE username = ${username}`);

export async function setProfileImg(db: Executor, userId: string, profileImg: string) {
  await db.execute(sql`UPDATE users SET profile_img = ${profileImg} WHERE id = ${userId}`);
}

export async function updateProfile(db: Executor, userId: string, p: { username: string; bio: string; social_links: SocialLinksRow }) {
  await db.execute(sql`UPDATE users SET username = ${p.username}, bio = ${p.bio}, social_links = ${JSON.stringify(p.social_links)}::jsonb WHERE id = ${userId}`);
}

/** LIKE's wildcards in a search string are literal characters. */
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Users whose username or full name contains the query, through the trigram indexes (the pattern is
 * a bound, escaped parameter), and near misses by trigram similarity; exact and prefix matches first.
 */
export function searchUsers(db: Executor, query: string) {
  const q = query.trim().toLowerCase();
  const contains = `%${escapeLike(q)}%`;
  const prefix = `${escapeLike(q)}%`;
  return rows<{ fullname: string; username: string; profile_img: string }>(
    db,
    sql`SELECT fullname, username, profile_img FROM users
        WHERE lower(username) LIKE ${contains} OR lower(fullname) LIKE ${contains}
           OR lower(username) % ${q} OR lower(fullname) % ${q}
        ORDER BY (lower(username) = ${q}) DESC, (lower(username) LIKE ${prefix} OR lower(fullname) LIKE ${prefix}) DESC,
                 greatest(similarity(lower(username), ${q}), similarity(lower(fullname), ${q})) DESC, seq
        LIMIT ${PAGE_SIZES.searchUsers}`,
  );
}
