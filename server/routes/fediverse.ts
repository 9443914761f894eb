import type { FastifyInstance } from 'fastify';
import { ERRORS } from '../../src/contract/index.ts';
import type { Context } from '../context.ts';
import { notFound, requireAdmin } from '../http.ts';
import { TAG } from '../cache/index.ts';
import { commit } from '../services/commit.ts';
import { blockDomain, blockedDomainList, remoteActorByHandle, setRemoteBlock, unblockDomain } from '../store/fediverse.ts';
import { callServer } from './call.ts';

/**
 * POST /block-domain and /blocked-domains (admins: servers of the fediverse) and /block-remote (a
 * member's own block of an account elsewhere). They work whether or not this install federates now:
 * what came in while it did stays moderated.
 */
export default async function fediverseRoutes(api: FastifyInstance, { ctx }: { ctx: Context }) {
  const serve = callServer(api, ctx);

  serve('blockDomain', async ({ body: { domain, blocked }, me }) => {
    requireAdmin(me);
    await commit(ctx, async (tx, after) => {
      if (!blocked) return unblockDomain(tx, domain);
      const changed = await blockDomain(tx, domain, me.id);
      if (changed.length) after.changed(TAG.lists, ...changed.map((id) => TAG.blog(id)));
    });
    ctx.fediverse?.blocked.changed();
    return { status: 'done' as const };
  });

  serve('blockedDomains', async ({ me }) => {
    requireAdmin(me);
    const domains = await blockedDomainList(ctx.db);
    return { domains: domains.map((d) => ({ domain: d.domain, blocked_at: new Date(d.created_at).toISOString() })) };
  });

  serve('blockRemote', async ({ body: { handle, blocked }, me }) => {
    const actor = await remoteActorByHandle(ctx.db, handle);
    if (!actor) throw notFound(ERRORS.remoteAccountNotFound);
    await setRemoteBlock(ctx.db, me.id, actor.id, blocked);
    return { status: 'done' as const };
  });
}
