
export interface RemoteImageLimits {
  /** Loopback and private addresses allowed (FEDERATION_ALLOW_PRIVATE: tests, private networks). */
  allowPrivateAddress: boolean;
  /** The whole fetch, redirects and body included. */
  timeoutMs: number;
  /** A body longer than this is refused while it arrives. */
  maxBytes: number;
}

/** Why a remote image will not be had (trying again would get the same). */
export class RemoteImageRefused extends Error {}
/** The image is larger than the limit (said by its length, or found as it arrived). */
export class RemoteImageTooLarge extends RemoteImageRefused {
  constructor() {
    super('too large');
  }
}

/** Redirects followed, each checked like the first address. */
const MAX_REDIRECTS = 3;

/**
 * The bytes at another server's image address, with the rules Fedify applies to the documents it
 * loads: http(s) only, and (unless allowed) only addresses that resolve to public IPs, checked again
 * at every redirect; within a time limit and a size limit, read as it arrives. RemoteImageRefused for
 * what will not change on a retry (refused address, 4xx, too large); other errors (network, 5xx,
 * time) are worth a retry.
 */
export async function fetchRemoteImage(url: string, limits: RemoteImageLimits): Promise<Buffer> {
  const signal = AbortSignal.timeout(limits.timeoutMs);
  let address = url;
  for (let hop = 0; ; hop++) {
    await checkAddress(address, limits.allowPrivateAddress);
    const res = await fetch(address, { redirect: 'manual', signal, headers: { accept: 'image/*' } });
    if (res.status >= 300 && res.status < 400 && res.headers.get('location')) {
      await res.body?.cancel();
      if (hop >= MAX_REDIRECTS) throw new RemoteImageRefused(`more than ${MAX_REDIRECTS} redirects`);
      address = new URL(res.headers.get('location')!, address).href;
      continue;
    }
    if (!res.ok) {
      await res.body?.cancel();
      if (res.status >= 400 && res.status < 500 && res.status !== 429) throw new RemoteImageRefused(`answered ${res.status}`);
      throw new Error(`answered ${res.status}`);
    }
    if (Number(res.headers.get('content-length') ?? 0) > limits.maxBytes) {
      await res.body?.cancel();
      throw new RemoteImageTooLarge();
    }
    return readAtMost(res, limits.maxBytes);
  }
}

async function checkAddress(address: string, allowPrivate: boolean) {
  let u: URL;
  try {
    u = new URL(address);
  } catch {
    throw new RemoteImageRefused('not an address');
  }
  if (u.protocol !== 'https:' && u.protocol !== 'http:') throw new RemoteImageRefused(`not http(s): ${u.protocol}`);
  if (allowPrivate) return;
  try {
    // Fedify's own check, loaded on the first remote image: a server that never fetches one (no
    // fediverse, no import, no pasted address) does not load Fedify at start.
    const { validatePublicUrl } = await import('@fedify/vocab-runtime');
    await validatePublicUrl(u.href);
  } catch (err) {
    throw new RemoteImageRefused(err instanceof Error ? err.message : 'not a public address');
  }
}

async function readAtMost(res: Response, maxBytes: number): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = res.body!.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw new RemoteImageTooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}
