import { createHash } from 'node:crypto';

/** A `<script>` element: its attributes and its text. */
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
/** Types a browser runs; anything else (JSON, JSON-LD) is data, which a CSP does not govern. */
const RUN_TYPES = /^(?:text\/javascript|application\/javascript|module)$/i;

/**
 * The CSP source expressions (`'sha256-…'`) of the scripts written inline in a page the server sends
 * (the built index.html: the theme's pre-paint script). The policy then allows exactly these texts
 * and no other inline script, where `'unsafe-inline'` would allow any.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attrs, text] of html.matchAll(SCRIPT)) {
    if (/\ssrc\s*=/i.test(` ${attrs}`)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attrs)?.[1];
    if (type && !RUN_TYPES.test(type)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}
