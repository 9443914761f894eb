import { and, count, eq, gt, inArray, isNotNull, lt, ne, sql } from 'drizzle-orm';
import type { SignupMode } from '../../src/contract/index.ts';
import { rows, type Executor } from '../db/query.ts';
import { invites, reports, sessions, siteSettings, users, type Role } from '../db/schema.ts';

/* Roles */

/** The addresses of ADMIN_EMAILS are admins (at start, and at sign-up through createUser). */
export async function promoteAdmins(ex: Executor, emails: string[]) {
  if (emails.length === 0) return;
  await ex.update(users).set({ role: 'admin' }).where(and(inArray(users.email, emails), ne(users.role, 'admin')));
}

export const userForRole = async (ex: Executor, username: string) =>
  (await ex.select({ id: users.id, username: users.username, email: users.email, role: users.role }).from(users).where(eq(users.username, username)).limit(1))[0];

export async function setRole(ex: Executor, userId: string, role: Role) {
  await ex.update(users).set({ role }).where(eq(users.id, userId));
}

export interface MemberRow {
  id: string;
  username: string;
  fullname: string;
  profile_img: string;
  role: Role;
  joined_at: Date;
  total_posts: number;
  reports: number;
  suspended_until: Date | null;
}

/**
 * Members newest first, optionally those whose username or name contains the query, with the reports
 * against them that are open or were upheld (a dismissed report says nothing against a member).
 */
export function memberPage(ex: Executor, query: string, limit: number, skip: number): Promise<MemberRow[]> {
  const q = query.trim().toLowerCase();
  const contains = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return rows<MemberRow>(
    ex,
    sql`SELECT u.id, u.username, u.fullname, u.profile_img, u.role, u.joined_at, u.total_posts, u.suspended_until,
          (SELECT count(*)::int FROM reports r WHERE r.against = u.id AND (r.status = 'open' OR r.outcome = 'upheld')) AS reports
        FROM users u
        ${q ? sql`WHERE lower(u.username) LIKE ${contains} OR lower(u.fullname) LIKE ${contains}` : sql``}
        ORDER BY u.joined_at DESC, u.seq DESC LIMIT ${limit} OFFSET ${skip}`,
  );
}

/* Suspension */

/** Suspends a member until the given time: every session ends at once. */
export async function suspend(ex: Executor, userId: string, until: Date) {
  await ex.update(users).set({ suspendedUntil: until, suspendedAt: sql`now()`, tokenVersion: sql`${users.tokenVersion} + 1` }).where(eq(users.id, userId));
  await ex.delete(sessions).where(eq(sessions.userId, userId));
}

/** Until when a member is suspended, if they are now. */
export const suspendedUntil = async (ex: Executor, userId: string): Promise<Date | null> =>
  (await ex.select({ until: users.suspendedUntil }).from(users).where(and(eq(users.id, userId), isNotNull(users.suspendedUntil), gt(users.suspendedUntil, sql`now()`))))[0]?.until ?? null;

/* Site settings */

export async function signupMode(ex: Executor, fallback: SignupMode): Promise<SignupMode> {
  const [row] = await ex.select({ value: siteSettings.value }).from(siteSettings).where(eq(siteSettings.key, 'signup'));
  return (row?.value as SignupMode | undefined) ?? fallback;
}

export async function setSignupMode(ex: Executor, mode: SignupMode) {
  await ex.insert(siteSettings).values({ key: 'signup', value: mode }).onConflictDoUpdate({ target: siteSettings.key, set: { value: mode } });
}

/* Invites */

export async function insertInvite(ex: Executor, i: { code: string; createdBy: string; maxUses: number; days: number }) {
  await ex.insert(invites).values({ code: i.code, createdBy: i.createdBy, maxUses: i.maxUses, expiresAt: sql`now() + make_interval(days => ${i.days})` });
}

/**
 * Takes one use of an invite inside the sign-up's transaction: true when the code exists, has not
 * expired and has uses left. One UPDATE with the conditions, so two sign-ups racing for the last use
 * cannot both get it. Who made it (null: that account is gone), or undefined when it cannot be used.
 */
export async function useInvite(ex: Executor, code: string): Promise<{ createdBy: string | null } | undefined> {
  const [taken] = await ex
    .update(invites)
    .set({ uses: sql`${invites.uses} + 1` })
    .where(and(eq(invites.code, code), lt(invites.uses, invites.maxUses), gt(invites.expiresAt, sql`now()`)))
    .returning({ createdBy: invites.createdBy });
  return taken;
}

export async function recordInvite(ex: Executor, userId: string, code: string) {
  await ex.update(users).set({ inviteCode: code }).where(eq(users.id, userId));
}

export interface InviteRow {
  code: string;
  max_uses: number;
  uses: number;
  expires_at: Date;
  created_at: Date;
  creator_username: string | null;
  creator_fullname: string | null;
  joined: { username: string; fullname: string }[];
}

/** Invites newest first, with their creator and the members who joined through each. */
export function invitePage(ex: Executor, limit: number, skip: number): Promise<InviteRow[]> {
  return rows<InviteRow>(
    ex,
    sql`SELECT i.code, i.max_uses, i.uses, i.expires_at, i.created_at, c.username AS creator_username, c.fullname AS creator_fullname,
          coalesce((SELECT json_agg(json_build_object('username', j.username, 'fullname', j.fullname) ORDER BY j.joined_at)
                    FROM users j WHERE j.invite_code = i.code), '[]'::json) AS joined
        FROM invites i LEFT JOIN users c ON c.id = i.created_by
        ORDER BY i.created_at DESC, i.seq DESC LIMIT ${limit} OFFSET ${skip}`,
  );
}

/* Reports */

/** Reports against a member that are open or were upheld (as Members counts them). */
export const reportsAgainst = async (ex: Executor, userId: string) =>
  (await ex.select({ n: count() }).from(reports).where(and(eq(reports.against, userId), sql`(${reports.status} = 'open' OR ${reports.outcome} = 'upheld')`)))[0].n;

export const openReportsCount = async (ex: Executor) => (await ex.select({ n: count() }).from(reports).where(eq(reports.status, 'open')))[0].n;
