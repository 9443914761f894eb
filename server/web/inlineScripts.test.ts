import { describe, expect, it } from 'vitest';
import { inlineScriptHashes } from './inlineScripts.ts';

// Expected hashes computed apart from this code: base64(sha256(text)) of the exact script text, as
// CSP Level 3 defines it (Python's hashlib over the UTF-8 bytes).
describe('inlineScriptHashes', () => {
  it('names each inline script by the sha256 of its exact text, once', () => {
    const html = `<!doctype html><html><head><script>document.title="x"</script><script>var s="é";</script></head>
      <body><script>document.title="x"</script></body></html>`;
    expect(inlineScriptHashes(html)).toEqual(["'sha256-eawmn9Ja0slk0t23UB0XPhR3DidQg5gBGKEBS+LWEMY='", "'sha256-qaEN+0jwPYj3e3dzodl8YzRdP5K33NNLev+dNh08L4Q='"]);
  });

  it('leaves out scripts loaded from a file and data blocks, which the policy governs otherwise or not at all', () => {
    const html = `<head><script type="module" crossorigin src="/assets/index-abc.js"></script><script src="/x.js"></script>
      <script type="application/ld+json">{"a":1}</script><script type="application/json" id="first-screen-data">{}</script></head>`;
    expect(inlineScriptHashes(html)).toEqual([]);
  });

  it('counts an inline module or a typed JavaScript script as a script', () => {
    const html = `<script type="module">document.title="x"</script><script type='text/javascript'>var s="é";</script>`;
    expect(inlineScriptHashes(html)).toHaveLength(2);
  });
});
