import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import { ERRORS, PAGE_SIZES } from '../../src/contract/index.ts';
import type { Context } from '../context.ts';
import { forbidden, notFound, requireAdmin, requireModerator } from '../http.ts';
import { insertInvite, invitePage, memberPage, setRole, setSignupMode, signupMode, userForRole } from '../store/governance.ts';
import { setSiteSetting, trustSettings } from '../store/trust.ts';
import { callServer } from './call.ts';

const page = (n: number, size: number) => ({ limit: size, skip: (n - 1) * size });

/** Governing the site (API.md, "Community"): sign-up mode, roles, members, invites. */
export default async function siteRoutes(api: FastifyInstance, { ctx }: { ctx: Context }) {
  const db = ctx.db;
  const serve = callServer(api, ctx);
  /** Where invite links point: the sign-up screen with the code (relative when the server does not know its address). */
  const inviteUrl = (code: string) => `${ctx.config.PUBLIC_URL ?? ''}/signup?invite=${code}`;

  const settings = async () => {
    const [signup, trust] = await Promise.all([signupMode(db, ctx.config.SIGNUP_MODE), trustSettings(db)]);
    return { signup, hold_new: trust.holdNew, trust: trust.thresholds };
  };

  serve('getSiteSettings', settings);

  // What the call names changes; the rest stays. Each setting is one row, so each write stands alone.
  serve('updateSiteSettings', async ({ body, me }) => {
    requireAdmin(me);
    if (body.signup !== undefined) await setSignupMode(db, body.signup);
    if (body.hold_new !== undefined) await setSiteSetting(db, 'hold_new', body.hold_new);
    if (body.trust !== undefined) await setSiteSetting(db, 'trust', body.trust);
    return settings();
  });

  serve('setRole', async ({ body, me }) => {
    requireAdmin(me);
    const target = await userForRole(db, body.username);
    if (!target) throw notFound(ERRORS.userNotFound);
    // ADMIN_EMAILS is the site's own word: the next start would make them admin again.
    if (body.role !== 'admin' && ctx.config.ADMIN_EMAILS.includes(target.email)) throw forbidden(ERRORS.configuredAdmin);
    if (target.id === me.id && body.role !== 'admin') throw forbidden(ERRORS.ownAdminRole);
    await setRole(db, target.id, body.role);
    ctx.sessions.forgetUser(target.id);
    return { username: target.username, role: body.role };
  });

  serve('members', async ({ body, me }) => {
    requireModerator(me);
    const { limit, skip } = page(body.page, PAGE_SIZES.members);
    const list = await memberPage(db, body.query, limit, skip);
    return {
      members: list.map((m) => ({
        _id: m.id,
        username: m.username,
        fullname: m.fullname,
        profile_img: m.profile_img,
        role: m.role,
        joinedAt: m.joined_at.toISOString(),
        total_posts: m.total_posts,
        reports: m.reports,
        suspended_until: m.suspended_until && m.suspended_until > new Date() ? m.suspended_until.toISOString() : null,
      })),
    };
  });

  serve('createInvite', async ({ body, me }) => {
    requireModerator(me);
    for (let attempt = 0; ; attempt++) {
      const code = randomBytes(12).toString('base64url');
      try {
        await insertInvite(db, { code, createdBy: me.id, maxUses: body.max_uses, days: body.expires_in_days });
        return { code, url: inviteUrl(code) };
      } catch (err) {
        // 96 random bits do not collide; if they ever do, a new code is the answer.
        if (attempt > 2) throw err;
      }
    }
  });

  serve('invites', async ({ body, me }) => {
    requireModerator(me);
    const { limit, skip } = page(body.page, PAGE_SIZES.invites);
    const list = await invitePage(db, limit, skip);
    return {
      invites: list.map((i) => ({
        code: i.code,
        url: inviteUrl(i.code),
        max_uses: i.max_uses,
        uses: i.uses,
        expires_at: new Date(i.expires_at).toISOString(),
        created_at: new Date(i.created_at).toISOString(),
        created_by: i.creator_username ? { username: i.creator_username, fullname: i.creator_fullname ?? '' } : null,
        joined: i.joined,
      })),
    };
  });
}
