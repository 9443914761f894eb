/** A small HTTP client for the suites: JSON in and out, never throws on a status. */
export interface Res {
  status: number;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any
  ms: number;
}

export async function call(base: string, path: string, body?: unknown, token?: string, raw?: { body: string; type?: string }): Promise<Res> {
  const t = performance.now();
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  let payload: string | undefined;
  if (raw) {
    payload = raw.body;
    headers['content-type'] = raw.type ?? 'application/json';
  } else if (body !== undefined) {
    payload = JSON.stringify(body);
    headers['content-type'] = 'application/json';
  }
  try {
    const res = await fetch(base + path, { method: payload === undefined ? 'GET' : 'POST', headers, body: payload });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      /* not JSON */
    }
    return { status: res.status, body: parsed, ms: performance.now() - t };
  } catch (err) {
    return { status: 0, body: String(err), ms: performance.now() - t };
  }
}

export const blogPayload = (title: string, blocks = 20) => ({
  title,
  banner: 'https://images.example.test/banner.png',
  des: `About ${title}`,
  content: { time: Date.now(), blocks: Array.from({ length: blocks }, (_, i) => ({ type: 'paragraph', data: { text: `Paragraph ${i} of ${title}: the quick brown fox jumps over the lazy dog.` } })), version: '2.31.7' },
  tags: ['tech', 'bench'],
  draft: false,
});

export interface Person {
  token: string;
  username: string;
  id: string;
  email: string;
}

export async function signupUser(base: string, name: string, password = 'Secret123'): Promise<Person> {
  const email = `${name}@reliability.test`;
  const res = await call(base, '/api/signup', { fullname: `${name} Tester`, email, password });
  if (res.status !== 200) throw new Error(`signup ${name}: ${res.status} ${JSON.stringify(res.body)}`);
  const profile = await call(base, '/api/get-profile', { username: res.body.username });
  return { token: res.body.access_token, username: res.body.username, id: profile.body._id, email };
}

export function percentile(values: number[], p: number): number {
  if (!values.length) return 0;
  const s = [...values].sort((a, b) => a - b);
  return Math.round(s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] * 100) / 100;
}
