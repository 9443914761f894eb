import type { FastifyInstance } from 'fastify';
import { ERRORS, PAGE_SIZES } from '../../src/contract/index.ts';
import type { Context } from '../context.ts';
import { forbidden, isUuid, notFound, requireAdmin, requireModerator } from '../http.ts';
import { setTrust, trustLevelOf, vouch } from '../services/trust.ts';
import { vouchQueuePage, vouchRelations, vouchTreeMember, type VouchRelationRow } from '../store/trust.ts';
import { userForRole } from '../store/governance.ts';
import { callServer } from './call.ts';

/** Trust (API.md, "Trust"): an admin's fixed levels, the vouch queue, vouching, the moderators' vouch tree. */

/** How many members on each side of a member the vouch tree answers with. */
const VOUCH_TREE_SIDE = 100;
const relation = (r: VouchRelationRow) => ({ username: r.username, fullname: r.fullname, profile_img: r.profile_img, vouches: Number(r.vouches), last: new Date(r.last).toISOString(), suspended: Boolean(r.suspended) });
export default async function trustRoutes(api: FastifyInstance, { ctx }: { ctx: Context }) {
  const db = ctx.db;
  const serve = callServer(api, ctx);

  serve('setTrust', async ({ body, me }) => {
    requireAdmin(me);
    return setTrust(ctx, body.username, body.level);
  });

  serve('vouchQueue', async ({ body, me }) => {
    if ((await trustLevelOf(db, me.id)) < 2) throw forbidden(ERRORS.trustedOnly);
    const size = PAGE_SIZES.moderation;
    const list = await vouchQueuePage(db, me.id, size, (body.page - 1) * size);
    return {
      items: list.map((r) => ({
        target: r.target,
        id: r.id,
        author: { username: r.username, fullname: r.fullname, profile_img: r.profile_img },
        preview: r.preview,
        createdAt: new Date(r.created_at).toISOString(),
        ...(r.blog_id ? { blog_id: r.blog_id } : {}),
      })),
    };
  });

  serve('vouch', async ({ body, me }) => {
    if (!isUuid(body.id)) throw notFound(body.target === 'user' ? ERRORS.userNotFound : ERRORS.notHeld);
    await vouch(ctx, me, { ...body, id: body.id.toLowerCase() });
    return { status: 'done' };
  });

  serve('vouchTree', async ({ body, me }) => {
    requireModerator(me);
    const member = await userForRole(db, body.username);
    if (!member) throw notFound(ERRORS.userNotFound);
    const [who, sides] = await Promise.all([vouchTreeMember(db, member.id), vouchRelations(db, member.id, VOUCH_TREE_SIDE)]);
    return { member: who, vouched_by: sides.by.map(relation), vouched_for: sides.for.map(relation) };
  });
}
