import { blogPayload, call, signupUser } from '../lib/client.ts';
import type { RunningServer } from '../lib/server.ts';
import type { Check } from './scaleOut.ts';

/**
 * Text a person may type that looks like the server's own machinery: numbers an earlier answer cache
 * used to mark read counts, JSON and markup. Each must reach readers exactly as written, with exact
 * read counts, through every cached answer; and a NUL in a page or feed address is a 404, never a 5xx.
 */
const HOSTILE_TITLES = ['-8000000000000000', '-7999999999999999 -7999999999999998', '{"total_reads":-8000000000000000}', '</script><b>x</b> \u2028 ]]>'];

export async function hostileText(server: RunningServer): Promise<Check[]> {
  const checks: Check[] = [];
  const author = await signupUser(server.url, 'hostiletext');
  const made: { id: string; title: string; reads: number }[] = [];
  for (const title of HOSTILE_TITLES) {
    const payload = { ...blogPayload(title, 3), des: title, tags: ['tech', title.slice(0, 40).toLowerCase()] };
    const res = await call(server.url, '/api/create-blog', payload, author.token);
    if (res.status !== 200) return [{ name: 'hostile text: blogs created', ok: false, detail: `${res.status} ${JSON.stringify(res.body)}` }];
    made.push({ id: res.body.id, title, reads: 0 });
  }
  const wrong: string[] = [];
  for (let round = 0; round < 3; round++) {
    for (const m of made) {
      const b = (await call(server.url, '/api/get-blog', { blog_id: m.id })).body.blog;
      m.reads++;
      if (b?.title !== m.title || b?.des !== m.title || b?.activity?.total_reads !== m.reads) wrong.push(`get-blog ${JSON.stringify(m.title)}: ${JSON.stringify([b?.title, b?.activity?.total_reads])}`);
    }
    const cards = (await call(server.url, '/api/latest-blogs', { page: 1 })).body.blogs as { blog_id: string; title: string; des: string; activity: { total_reads: number } }[];
    for (const m of made) {
      const c = cards.find((x) => x.blog_id === m.id);
      if (c?.title !== m.title || c?.des !== m.title || c?.activity.total_reads !== m.reads) wrong.push(`latest ${JSON.stringify(m.title)}: ${JSON.stringify([c?.title, c?.activity.total_reads])} expected ${m.reads}`);
    }
  }
  checks.push({ name: 'hostile text: titles and read counts exact through the answer cache', ok: wrong.length === 0, detail: wrong.slice(0, 3).join('; ') || `${made.length} blogs, 3 rounds` });

  const nulPaths = ['/blogs/%00', '/user/%00', '/user/%00/rss.xml', '/tag/%00/rss.xml', '/search/%00', '/%00'];
  const bad: string[] = [];
  for (const path of nulPaths) {
    const res = await fetch(`${server.url}${path}`);
    if (res.status !== 404) bad.push(`${path} -> ${res.status}`);
  }
  const api = await fetch(`${server.url}/api/get-upload-url?x=%00`);
  if (api.status !== 400) bad.push(`/api/get-upload-url?x=%00 -> ${api.status}`);
  checks.push({ name: 'NUL in page, feed and API addresses: 404 / 400, never a 5xx', ok: bad.length === 0, detail: bad.join('; ') || `${nulPaths.length + 1} addresses` });
  return checks;
}
