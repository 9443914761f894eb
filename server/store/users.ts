import { and, eq, gt, lte, ne, sql } from 'drizzle-orm';
import { PAGE_SIZES, type Preferences } from '../../src/contract/index.ts';
import type { Db } from '../db/client.ts';
import { rows, type Executor } from '../db/query.ts';
import { sessions, users, type SocialLinksRow } from '../db/schema.ts';

/** What sign-in, sign-up and the session answer need of a user. */
export interface AccountRow {
  id: string;
  fullname: string;
  username: string;
  profile_img: string;
  password_hash: string | null;
  token_version: number;
  email_verified: boolean;
  /** The holder of the password proved the address (see markEmailVerified). */
  password_proved: boolean;
  suspended_until: Date | null;
}

/** The columns of an AccountRow, under the names the routes read. */
const ACCOUNT = {
  id: users.id,
  fullname: users.fullname,
  username: users.username,
  profile_img: users.profileImg,
  password_hash: users.passwordHash,
  token_version: users.tokenVersion,
  email_verified: users.emailVerified,
  password_proved: users.passwordProved,
  suspended_until: users.suspendedUntil,
};

const first = <T>(list: T[]): T | undefined => list[0];

export const accountByEmail = async (db: Executor, email: string): Promise<AccountRow | undefined> =>
  first(await db.select(ACCOUNT).from(users).where(eq(users.email, email)).limit(1));
export const accountById = async (db: Executor, id: string): Promise<AccountRow | undefined> =>
  first(await db.select(ACCOUNT).from(users).where(eq(users.id, id)).limit(1));
/** A member's stored address (kept out of AccountRow, which answers are built from). */
export const emailOfUser = async (db: Executor, id: string): Promise<string | undefined> =>
  first(await db.select({ email: users.email }).from(users).where(eq(users.id, id)).limit(1))?.email;

export const emailExists = async (db: Executor, email: string) =>
  (await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1)).length > 0;
/** Usernames are unique without regard to case (the unique index is on lower(username)). */
export const usernameTaken = async (db: Executor, username: string, exceptUserId?: string) =>
  (
    await db
      .select({ id: users.id })
      .from(users)
      .where(and(sql`lower(${users.username}) = lower(${username})`, exceptUserId ? ne(users.id, exceptUserId) : undefined))
      .limit(1)
  ).length > 0;

export interface NewAccount {
  fullname: string;
  email: string;
  passwordHash: string | null;
  /** A Google sign-up: Google proved the e-mail. */
  google: boolean;
  role: 'member' | 'admin';
  inviteCode: string | null;
  username: string;
  profileImg: string;
}

/** Inserts a user; a unique violation (e-mail or username taken meanwhile) is the caller's to handle. */
export async function insertAccount(db: Executor, a: NewAccount): Promise<AccountRow> {
  const [created] = await db
    .insert(users)
    .values({
      fullname: a.fullname,
      email: a.email,
      passwordHash: a.passwordHash,
      googleAuth: a.google,
      emailVerified: a.google,
      username: a.username,
      profileImg: a.profileImg,
      role: a.role,
      inviteCode: a.inviteCode,
    })
    .returning(ACCOUNT);
  return created;
}

const nextTokenVersion = sql`${users.tokenVersion} + 1`;

/** The owner of the e-mail proved it with Google: the password set by whoever signed up goes, and every earlier token. */
export async function claimWithGoogle(db: Db, userId: string): Promise<AccountRow> {
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(users)
      .set({ passwordHash: null, emailVerified: true, googleAuth: true, tokenVersion: nextTokenVersion })
      .where(eq(users.id, userId))
      .returning(ACCOUNT);
    await tx.delete(sessions).where(eq(sessions.userId, userId));
    return claimed;
  });
}

/** A new password: every earlier token ends (version bumped, sessions dropped). */
export function setPassword(db: Db, userId: string, hash: string): Promise<AccountRow> {
  return db.transaction((tx) => setPasswordIn(tx, userId, hash));
}

/** setPassword inside the caller's transaction. */
export async function setPasswordIn(tx: Executor, userId: string, hash: string): Promise<AccountRow> {
  const [updated] = await tx.update(users).set({ passwordHash: hash, tokenVersion: nextTokenVersion }).where(eq(users.id, userId)).returning(ACCOUNT);
  await tx.delete(sessions).where(eq(sessions.userId, userId));
  return updated;
}

/* Sessions: one row per signed-in device; a token is valid while its row exists. */

/** A new session of `lifetimeSeconds`; the user's expired rows go. */
export async function openSession(db: Executor, userId: string, lifetimeSeconds: number): Promise<string> {
  await db.delete(sessions).where(and(eq(sessions.userId, userId), lte(sessions.expiresAt, sql`now()`)));
  const [opened] = await db
    .insert(sessions)
    .values({ userId, expiresAt: sql`now() + make_interval(secs => ${lifetimeSeconds})` })
    .returning({ id: sessions.id });
  return opened.id;
}

/** The user of a live session, with the token version its token must carry. */
export const sessionUser = async (db: Executor, sessionId: string, userId: string) =>
  first(
    await db
      .select({ id: users.id, username: users.username, token_version: users.tokenVersion, role: users.role })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      // A suspension ends the sessions; checking it here too keeps a token from outliving it by a race.
      .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), gt(sessions.expiresAt, sql`now()`), sql`(${users.suspendedUntil} IS NULL OR ${users.suspendedUntil} <= now())`)),
  );

export async function closeSession(db: Executor, sessionId: string) {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

export async function closeEverySession(db: Db, userId: string) {
  await db.transaction(async (tx) => {
    await tx.update(users).set({ tokenVersion: nextTokenVersion }).where(eq(users.id, userId));
    await tx.delete(sessions).where(eq(sessions.userId, userId));
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
  email_verified: boolean;
  has_password: boolean;
  role: 'member' | 'moderator' | 'admin';
  language: Preferences['language'];
  theme: Preferences['theme'];
}

export const profileByUsername = async (db: Executor, username: string): Promise<ProfileRow | undefined> =>
  first(
    await db
      .select({
        id: users.id,
        fullname: users.fullname,
        username: users.username,
        profile_img: users.profileImg,
        bio: users.bio,
        email: users.email,
        social_links: users.socialLinks,
        total_posts: users.totalPosts,
        total_reads: users.totalReads,
        joined_at: users.joinedAt,
        email_verified: users.emailVerified,
        has_password: sql<boolean>`${users.passwordHash} IS NOT NULL`,
        role: users.role,
        language: users.language,
        theme: users.theme,
      })
      .from(users)
      .where(eq(users.username, username))
      .limit(1),
  );

export async function setProfileImg(db: Executor, userId: string, profileImg: string) {
  await db.update(users).set({ profileImg }).where(eq(users.id, userId));
}

export async function updateProfile(db: Executor, userId: string, p: { username: string; bio: string; social_links: SocialLinksRow }) {
  await db.update(users).set({ username: p.username, bio: p.bio, socialLinks: p.social_links }).where(eq(users.id, userId));
}

/** Changes the fields of `change` that are present and answers the preferences as stored now. */
export async function setPreferences(db: Executor, userId: string, change: Partial<Preferences>): Promise<Preferences> {
  const set = { ...(change.language !== undefined ? { language: change.language } : {}), ...(change.theme !== undefined ? { theme: change.theme } : {}) };
  const columns = { language: users.language, theme: users.theme };
  const [row] = Object.keys(set).length
    ? await db.update(users).set(set).where(eq(users.id, userId)).returning(columns)
    : await db.select(columns).from(users).where(eq(users.id, userId));
  return row!;
}

/*
 * Search reads PostgreSQL's trigram operator (%) and similarity() in its filter and its order:
 * raw SQL says that more plainly than the builder's sql fragments would.
 */

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

export const userIdByUsername = async (db: Executor, username: string): Promise<string | undefined> =>
  (await db.select({ id: users.id }).from(users).where(eq(users.username, username)).limit(1))[0]?.id;
