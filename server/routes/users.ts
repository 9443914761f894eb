import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { MESSAGES, PAGE_SIZES, getProfileSchema, profileSchema, searchUsersSchema, updateProfileImgSchema } from '../../src/contract/index.ts';
import type { Context } from '../context.ts';
import type { SocialLinksRow } from '../db/schema.ts';
import { isUniqueViolation, one, rows } from '../db/query.ts';
import { recordProfileUse } from '../storage/uses.ts';
import { HttpError, badRequest, notFound, optionalUser, parseBody, requireUser } from '../http.ts';
import { personalInfo } from './blogQueries.ts';
import { isStoredUpload } from './uploads.ts';
import { Slots, TAG, TTL } from '../cache/index.ts';

/** LIKE's wildcards in a search string are literal characters. */
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export default async function userRoutes(api: FastifyInstance, { ctx }: { ctx: Context }) {
  const db = ctx.db;

  api.post('/search-users', async (req, reply) => {
    const { query } = parseBody(searchUsersSchema, req.body);
    const q = query.trim().toLowerCase();
    const contains = `%${escapeLike(q)}%`;
    const prefix = `${escapeLike(q)}%`;
    // Substring and prefix through the trigram indexes (the pattern is a bound, escaped parameter),
    // near misses through trigram similarity; exact and prefix matches first.
    const entry = await ctx.cache.answers.fetch(`users:${q}`, TTL.default, async () => {
      const users = await rows<{ fullname: string; username: string; profile_img: string }>(
      db,
      sql`SELECT fullname, username, profile_img FROM users
          WHERE lower(username) LIKE ${contains} OR lower(fullname) LIKE ${contains}
             OR lower(username) % ${q} OR lower(fullname) % ${q}
          ORDER BY (lower(username) = ${q}) DESC, (lower(username) LIKE ${prefix} OR lower(fullname) LIKE ${prefix}) DESC,
                   greatest(similarity(lower(username), ${q}), similarity(lower(fullname), ${q})) DESC, seq
          LIMIT ${PAGE_SIZES.searchUsers}`,
      );
      return new Slots().done({ users: users.map(personalInfo) }, [TAG.users]);
    });
    return ctx.cache.send(reply, entry!);
  });

  api.post('/get-profile', async (req) => {
    const { username } = parseBody(getProfileSchema, req.body);
    const viewer = await optionalUser(ctx, req);
    // total_reads includes reads counted in memory and not yet written (server/cache/readCounter.ts).
    const u = await ctx.cache.reads.stable(() => one<{
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
    }>(db, sql`SELECT id, fullname, username, profile_img, bio, email, social_links, total_posts, total_reads, joined_at FROM users WHERE username = ${username}`), (row) => row && { ...row, total_reads: row.total_reads + ctx.cache.reads.authorUncommitted(row.id) });
    if (!u) throw notFound('User not found');
    return {
      _id: u.id,
      personal_info: {
        fullname: u.fullname,
        username: u.username,
        profile_img: u.profile_img,
        bio: u.bio,
        ...(viewer?.id === u.id ? { email: u.email } : {}),
      },
      account_info: { total_posts: u.total_posts, total_reads: u.total_reads },
      social_links: u.social_links,
      joinedAt: u.joined_at.toISOString(),
    };
  });

  api.post('/update-profile-img', async (req) => {
    const me = await requireUser(ctx, req);
    const { url } = parseBody(updateProfileImgSchema, req.body);
    const key = ctx.store.keyOf(url);
    if (!key || !(await isStoredUpload(ctx, key))) throw badRequest('Only an image uploaded to this server can be a profile picture');
    // Someone else's upload would let anyone wear another person's picture (or keep theirs from clean-up).
    if (!(await isStoredUpload(ctx, key, me.id))) throw badRequest('Only an image you uploaded can be your profile picture');
    const profileImg = ctx.store.publicUrl(key);
    await db.transaction(async (tx) => {
      await tx.execute(sql`UPDATE users SET profile_img = ${profileImg} WHERE id = ${me.id}`);
      await recordProfileUse(tx, me.id, key);
    });
    ctx.cache.changed(TAG.all);
    return { profile_img: profileImg };
  });

  api.post('/update-profile', async (req) => {
    const me = await requireUser(ctx, req);
    const body = parseBody(profileSchema, req.body);
    const taken = await one(db, sql`SELECT 1 FROM users WHERE lower(username) = lower(${body.username}) AND id <> ${me.id}`);
    if (taken) throw new HttpError(409, MESSAGES.usernameTaken);
    try {
      await db.execute(sql`UPDATE users SET username = ${body.username}, bio = ${body.bio},
          social_links = ${JSON.stringify(body.social_links)}::jsonb WHERE id = ${me.id}`);
    } catch (err) {
      if (isUniqueViolation(err)) throw new HttpError(409, MESSAGES.usernameTaken);
      throw err;
    }
    ctx.cache.changed(TAG.all);
    return { username: body.username };
  });
}
