import type { FastifyInstance } from 'fastify';
import { ERRORS } from '../../src/contract/index.ts';
import type { Context } from '../context.ts';
import { isUniqueViolation } from '../db/query.ts';
import { profileByUsername, searchUsers, usernameTaken } from '../store/users.ts';
import { editProfile, setProfilePicture } from '../services/accounts.ts';
import { HttpError, badRequest, notFound, optionalUser } from '../http.ts';
import { trustLevelOf } from '../services/trust.ts';
import { trustProgress } from '../store/trust.ts';
import { callServer } from './call.ts';
import { profileCounts } from '../store/social.ts';
import { personalInfo } from '../shapes.ts';
import { isStoredUpload } from './uploads.ts';
import { Slots, TAG, TTL } from '../cache/index.ts';

export default async function userRoutes(api: FastifyInstance, { ctx }: { ctx: Context }) {
  const db = ctx.db;
  const serve = callServer(api, ctx);

  const searchUsersKey = ctx.front.cached('searchUsers', ({ query }) => `users:${query.trim().toLowerCase()}`);

  serve('searchUsers', async ({ body, reply }) => {
    const q = body.query.trim().toLowerCase();
    const entry = await ctx.cache.answers.fetch(searchUsersKey(body), TTL.default, async () => {
      const users = await searchUsers(db, q);
      return new Slots().done({ users: users.map(personalInfo) }, [TAG.users]);
    });
    return ctx.cache.send(reply, entry!);
  });

  serve('getProfile', async ({ body: { username }, req }) => {
    const viewer = await optionalUser(ctx, req);
    // total_reads includes reads counted in memory and not yet written (server/cache/readCounter.ts).
    const u = await ctx.cache.reads.stable(
      () => profileByUsername(db, username),
      (row) => row && { ...row, total_reads: row.total_reads + ctx.cache.reads.authorUncommitted(row.id) },
    );
    if (!u) throw notFound(ERRORS.userNotFound);
    const other = viewer && viewer.id !== u.id ? viewer.id : undefined;
    const counts = await profileCounts(db, u.id, other);
    return {
      _id: u.id,
      personal_info: {
        fullname: u.fullname,
        username: u.username,
        profile_img: u.profile_img,
        bio: u.bio,
        // The owner alone sees their address and whether they proved it.
        ...(viewer?.id === u.id ? { email: u.email, email_verified: u.email_verified, has_password: u.has_password } : {}),
      },
      account_info: { total_posts: u.total_posts, total_reads: u.total_reads },
      social_links: u.social_links,
      joinedAt: u.joined_at.toISOString(),
      followers: counts.followers,
      fediverse_followers: counts.fediverseFollowers,
      ...(ctx.fediverse ? { fediverse_handle: `@${u.username}@${ctx.fediverse.host}` } : {}),
      following: counts.following,
      subscribers: counts.subscribers,
      ...(counts.isFollowed === undefined ? {} : { is_followed: counts.isFollowed }),
      ...(counts.isBlocked === undefined ? {} : { is_blocked: counts.isBlocked }),
      role: u.role,
      trust_level: await trustLevelOf(db, u.id),
      // What the next level needs is the owner's to see: the counts behind it say more than a badge.
      ...(viewer?.id === u.id ? { trust_progress: (await trustProgress(db, u.id))! } : {}),
      // Their language and theme follow the owner to every device; nobody else learns them.
      ...(viewer?.id === u.id ? { language: u.language, theme: u.theme } : {}),
    };
  });

  serve('updateProfileImg', async ({ body: { url }, me }) => {
    const key = ctx.store.keyOf(url);
    if (!key || !(await isStoredUpload(ctx, key))) throw badRequest(ERRORS.profileImageNotUploaded);
    // Someone else's upload would let anyone wear another person's picture (or keep theirs from clean-up).
    if (!(await isStoredUpload(ctx, key, me.id))) throw badRequest(ERRORS.profileImageNotYours);
    const profileImg = ctx.store.publicUrl(key);
    await setProfilePicture(ctx, me, key, profileImg);
    return { profile_img: profileImg };
  });

  serve('updateProfile', async ({ body, me }) => {
    if (await usernameTaken(db, body.username, me.id)) throw new HttpError(409, ERRORS.usernameTaken);
    try {
      await editProfile(ctx, me, body);
    } catch (err) {
      if (isUniqueViolation(err)) throw new HttpError(409, ERRORS.usernameTaken);
      throw err;
    }
    return { username: body.username };
  });
}
