import { connect } from 'node:net';
import sharp from 'sharp';
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

  // Crafted blocks: the hostile image and embed are dropped, the good ones kept as rebuilt.
  const blocks = [
    { type: 'paragraph', data: { text: 'crafted' } },
    { type: 'image', data: { file: { url: 'https://example.com/x.png" onerror="alert(1)' }, caption: '' } },
    { type: 'image', data: { file: { url: 'https://example.com/fine.png' }, caption: '' } },
    { type: 'embed', data: { service: 'youtube', source: 'https://www.youtube.com/embed/dQw4w9WgXcQ/../../redirect?q=https://evil.example', embed: 'https://evil.example', caption: '' } },
    { type: 'embed', data: { service: 'youtube', source: 'https://youtu.be/dQw4w9WgXcQ', embed: 'https://evil.example', caption: '' } },
  ];
  const crafted = await call(server.url, '/api/create-blog', { ...blogPayload('Crafted blocks', 1), content: { time: 1, blocks, version: '2.31.7' } }, author.token);
  const stored = (await call(server.url, '/api/get-blog', { blog_id: crafted.body.id, mode: 'edit' }, author.token)).body?.blog?.content?.[0]?.blocks ?? [];
  const kept = JSON.stringify(stored.filter((b: { type: string }) => b.type !== 'paragraph').map((b: { type: string; data: Record<string, unknown> }) => (b.type === 'image' ? (b.data.file as { url: string }).url : b.data.embed)));
  const want = JSON.stringify(['https://example.com/fine.png', 'https://www.youtube.com/embed/dQw4w9WgXcQ']);
  checks.push({ name: 'crafted image URLs and embeds are dropped; good ones kept as rebuilt', ok: kept === want, detail: kept });

  // Someone else's upload as a profile picture.
  const thief = await signupUser(server.url, 'hostilethief');
  const { uploadURL } = (await call(server.url, '/api/get-upload-url', undefined, author.token)).body;
  // A real image: the server decodes every upload and refuses what does not decode (415).
  const png = await sharp({ create: { width: 8, height: 8, channels: 4, background: '#c85' } }).png().toBuffer();
  const put = await fetch(`${server.url}${uploadURL}`, { method: 'PUT', body: png, headers: { 'content-type': 'image/png' } });
  const theft = await call(server.url, '/api/update-profile-img', { url: uploadURL.split('?')[0] }, thief.token);
  checks.push({ name: "update-profile-img with another user's upload is a 400", ok: put.status === 200 && theft.status === 400, detail: `upload ${put.status}, theft ${theft.status}` });

  // A valid upload URL whose body never finishes: the server ends it (the suite runs it with REQUEST_TIMEOUT_MS=2000).
  const fresh = (await call(server.url, '/api/get-upload-url', undefined, author.token)).body.uploadURL as string;
  const { port } = new URL(server.url);
  const closedAfter = await new Promise<number | null>((resolve) => {
    const started = Date.now();
    const socket = connect(Number(port), '127.0.0.1', () => socket.write(`PUT ${fresh} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: image/png\r\nContent-Length: 1000000\r\n\r\n0123456789`));
    const timer = setTimeout(() => (socket.destroy(), resolve(null)), 10_000);
    socket.on('close', () => (clearTimeout(timer), resolve(Date.now() - started)));
    socket.on('error', () => {});
  });
  checks.push({ name: 'a stalled upload is ended by the request timeout', ok: closedAfter !== null && closedAfter < 6000, detail: closedAfter === null ? 'still open after 10 s' : `closed after ${closedAfter} ms` });
  return checks;
}
