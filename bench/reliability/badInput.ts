import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import type { Person } from '../lib/client.ts';

export interface BadRequest {
  path: string;
  body?: string;
  type?: string;
  token?: string;
  label: string;
}

/** Every POST call and the fields it reads (API.md); GET calls are sent with bodies and bad tokens. */
const CALLS: Record<string, string[]> = {
  '/signin': ['email', 'password'],
  '/signup': ['fullname', 'email', 'password'],
  '/google-auth': ['access_token'],
  '/get-blog': ['blog_id', 'draft', 'mode'],
  '/create-blog': ['title', 'banner', 'des', 'content', 'tags', 'draft', 'id'],
  '/latest-blogs': ['page'],
  '/search-blogs': ['tag', 'query', 'author', 'multipleTags', 'limit', 'remove_blog', 'page'],
  '/all-latest-blogs-count': [],
  '/search-blogs-count': ['tag', 'query', 'author', 'multipleTags'],
  '/search-users': ['query'],
  '/get-profile': ['username'],
  '/isliked-by-user': ['_id'],
  '/like-blog': ['_id', 'isLikedByUser'],
  '/add-comment': ['_id', 'comment', 'replying_to', 'notification_id'],
  '/get-blog-comments': ['blog_id', 'skip'],
  '/get-replies': ['_id', 'skip'],
  '/delete-comment': ['_id'],
  '/change-password': ['currentPassword', 'newPassword'],
  '/update-profile-img': ['url'],
  '/update-profile': ['username', 'bio', 'social_links'],
  '/get-notifications': ['page', 'filter', 'deletedDocCount'],
  '/all-notifications-count': ['filter'],
  '/user-written-blogs': ['page', 'draft', 'query', 'deletedDocCount'],
  '/user-written-blogs-count': ['draft', 'query'],
  '/delete-blog': ['blog_id'],
};
const GETS = ['/trending-blogs', '/get-upload-url', '/new-notification', '/health'];

const deep = (n: number) => '['.repeat(n) + ']'.repeat(n);
const deepObj = (n: number) => '{"a":'.repeat(n) + '1' + '}'.repeat(n);

/** Values of the wrong type, too large, operators, patterns and unknown ids. */
function badValues(other: { blogId: string; blogUuid: string; commentId: string; userId: string; notificationId: string }): [string, unknown][] {
  return [
    ['null', null],
    ['number', 12345],
    ['negative', -1],
    ['float', 1.5],
    ['huge number', 1e308],
    ['boolean', true],
    ['empty string', ''],
    ['array', ['a', 'b']],
    ['object', { a: 1 }],
    ['$gt operator', { $gt: '' }],
    ['$ne operator', { $ne: null }],
    ['$where', { $where: 'sleep(1000)' }],
    ['$regex', { $regex: '.*' }],
    ['regex .*', '.*'],
    ['regex catastrophic', '^(a+)+$' + 'a'.repeat(40) + '!'],
    ['like wildcards', '%_%\\'],
    ['sql injection', "' OR 1=1 --"],
    ['tsquery syntax', 'a & !b | (c:*'],
    ['nul char', 'abc\u0000def'],
    ['long string', 'x'.repeat(100_000)],
    ['unicode', '\u202e\ud83d\ude00\uffff'],
    ['unknown uuid', randomUUID()],
    ['not a uuid', 'zzzz-not-an-id'],
    ['other user blog', other.blogId],
    ['other user blog _id', other.blogUuid],
    ['other user comment', other.commentId],
    ['other user id', other.userId],
    ['other user notification', other.notificationId],
    ['html', '<script>alert(1)</script>'],
    ['proto', { __proto__: { admin: true }, constructor: { prototype: { x: 1 } } }],
  ];
}

/** At least `min` malformed requests across every call, made deterministically. */
export function badRequests(me: Person, other: Parameters<typeof badValues>[0], min = 5000): BadRequest[] {
  const out: BadRequest[] = [];
  const values = badValues(other);
  const raws: [string, string, string?][] = [
    ['invalid JSON', '{"a":'],
    ['truncated', '{"blog_id": "abc"'],
    ['not an object', '"just a string"'],
    ['array body', '[1,2,3]'],
    ['number body', '42'],
    ['null body', 'null'],
    ['deep arrays', deep(5000)],
    ['deep objects', deepObj(2000)],
    ['prototype pollution', '{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}'],
    ['form encoded', 'a=1&b=2', 'application/x-www-form-urlencoded'],
    ['text/plain', '{"page":1}', 'text/plain'],
    ['3 MB body', JSON.stringify({ title: 'x'.repeat(3 * 1024 * 1024) })],
  ];
  for (const [path, fields] of Object.entries(CALLS)) {
    for (const token of [undefined, me.token, 'bad.token.value']) {
      for (const [label, body, type] of raws) out.push({ path, body, type, token, label: `${label}` });
      for (const field of fields) {
        for (const [label, v] of values) {
          // Other fields valid-looking, this one wrong: a value of the wrong type or a hostile one.
          const body: Record<string, unknown> = {};
          for (const f of fields) body[f] = f === field ? v : f === 'page' ? 1 : 'x';
          out.push({ path, body: JSON.stringify(body), token, label: `${field}: ${label}` });
        }
      }
    }
  }
  for (const path of GETS) for (const [label, body] of raws) out.push({ path, body, token: 'Bearer?%00', label: `GET ${label}` });
  let i = 0;
  while (out.length < min) out.push({ ...out[i++ % out.length] });
  return out;
}

/** A fingerprint of every table: equal fingerprints, same rows. */
export async function fingerprint(pool: pg.Pool): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const t of ['users', 'blogs', 'blog_search', 'likes', 'comments', 'notifications', 'uploads']) {
    out[t] = (await pool.query<{ h: string }>(`SELECT md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS h FROM ${t} t`)).rows[0].h;
  }
  return out;
}
