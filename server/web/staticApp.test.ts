import { afterAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { setupServer } from '../test/helpers.ts';

/** The built app's files: the headers each kind of file is answered with. */
const distDir = mkdtempSync(join(tmpdir(), 'inkwell-static-dist-'));
// As the build writes it: an inline script after the charset (the theme's pre-paint script in the real build).
const PRE_PAINT = 'document.documentElement.dataset.theme="dark"';
const sourceHtml = readFileSync(join(import.meta.dirname, '../../index.html'), 'utf8');
writeFileSync(join(distDir, 'index.html'), sourceHtml.replace(/<meta charset[^>]*>/i, (m) => `${m}<script>${PRE_PAINT}</script>`));
mkdirSync(join(distDir, 'assets'));
writeFileSync(join(distDir, 'assets', 'app-a1b2.js'), 'console.log(1);');
writeFileSync(join(distDir, 'assets', 'app-a1b2.css'), 'body{margin:0}');
writeFileSync(join(distDir, 'assets', 'inter-a1b2.woff2'), Buffer.from([0x77, 0x4f, 0x46, 0x32]));
writeFileSync(join(distDir, 'assets', 'logo-a1b2.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
// A file the build compressed ahead (scripts/precompress.ts): its twins' bytes differ from what the
// server would make of the file, so an answer made on the fly is told apart.
const bigScript = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word ${i} `.repeat(3)))};`;
const brotliAhead = brotliCompressSync(bigScript, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
const gzipAhead = gzipSync(bigScript, { level: 1 });
writeFileSync(join(distDir, 'assets', 'big-a1b2.js'), bigScript);
writeFileSync(join(distDir, 'assets', 'big-a1b2.js.br'), brotliAhead);
writeFileSync(join(distDir, 'assets', 'big-a1b2.js.gz'), gzipAhead);
const h = setupServer({ SERVE_APP: 'true', DIST_DIR: distDir });
afterAll(() => rmSync(distDir, { recursive: true, force: true }));

describe('the built app', () => {
  it('answers scripts, styles and fonts with the headers a subresource uses, documents with all of them', async () => {
    for (const file of ['app-a1b2.js', 'app-a1b2.css', 'inter-a1b2.woff2']) {
      const res = await h.app.inject({ url: `/assets/${file}` });
      expect(res.statusCode, file).toBe(200);
      expect(res.headers['x-content-type-options'], file).toBe('nosniff');
      expect(res.headers['cross-origin-resource-policy'], file).toBe('same-site');
      expect(res.headers['cache-control'], file).toBe('public, max-age=31536000, immutable');
      for (const documentOnly of ['content-security-policy', 'x-frame-options', 'referrer-policy', 'cross-origin-opener-policy']) {
        expect(res.headers[documentOnly], `${file} ${documentOnly}`).toBeUndefined();
      }
    }
    // An SVG is a document when opened: it keeps the policy, like pages.
    for (const url of ['/assets/logo-a1b2.svg', '/', '/editor']) {
      const res = await h.app.inject({ url });
      expect(res.headers['content-security-policy'], url).toContain("default-src 'self'");
      expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
    }
    const csp = String((await h.app.inject({ url: '/' })).headers['content-security-policy']);
    // The page's inline script runs by the hash of its exact text (sha256, base64, computed apart);
    // no other inline script may.
    expect(csp).toContain("script-src 'self' 'sha256-zTSXYZ/r74pY7Te+wyYtgDRsO/hpzo1oFZH8wmJQwSA='");
    expect(/script-src [^;]*unsafe-inline/.test(csp)).toBe(false);
    expect(csp).toContain('https://www.youtube.com'); // embeds' frames
    expect(csp).not.toContain('googleapis'); // Google sign-in is off without FIREBASE_PROJECT_ID
  });

  it("answers the API with an API's headers: nothing may load, frame or sniff it, no page policy", async () => {
    const answers = [await h.app.inject({ url: '/api/health' }), await h.app.inject({ method: 'POST', url: '/api/latest-blogs', payload: { page: 1 } }), await h.app.inject({ method: 'POST', url: '/api/no-such-call', payload: {} })];
    for (const res of answers) {
      const what = `${res.statusCode} ${res.body.slice(0, 40)}`;
      expect(res.headers['content-security-policy'], what).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers['x-frame-options'], what).toBe('DENY');
      expect(res.headers['x-content-type-options'], what).toBe('nosniff');
      expect(res.headers['cross-origin-resource-policy'], what).toBe('same-site');
      expect(res.headers['strict-transport-security'], what).toContain('max-age=');
      for (const pageOnly of ['referrer-policy', 'cross-origin-opener-policy', 'origin-agent-cluster', 'x-dns-prefetch-control', 'x-download-options', 'x-permitted-cross-domain-policies', 'x-xss-protection']) {
        expect(res.headers[pageOnly], `${what} ${pageOnly}`).toBeUndefined();
      }
    }
  });

  it('sends the files the build compressed ahead as they are, each to a client that accepts its encoding', async () => {
    const cases = [
      { accept: 'gzip, deflate, br', encoding: 'br', body: brotliAhead },
      { accept: 'gzip', encoding: 'gzip', body: gzipAhead },
      { accept: 'identity', encoding: undefined, body: Buffer.from(bigScript) },
    ];
    for (const { accept, encoding, body } of cases) {
      const res = await h.app.inject({ url: '/assets/big-a1b2.js', headers: { 'accept-encoding': accept } });
      expect(res.statusCode, accept).toBe(200);
      expect(res.headers['content-encoding'], accept).toBe(encoding);
      expect(res.headers['content-type'], accept).toMatch(/^text\/javascript|^application\/javascript/);
      expect(res.headers.vary, accept).toMatch(/accept-encoding/i);
      expect(res.headers['cache-control'], accept).toBe('public, max-age=31536000, immutable');
      expect(res.rawPayload.equals(body), `${accept}: the bytes written by the build`).toBe(true);
    }
  });
});
