import { createHmac, randomBytes } from 'node:crypto';
import { hashMailToken } from './mailTokens.ts';

/**
 * Preview links. The database keeps the token's hash (found by it, like a mail token) and a nonce;
 * the token itself is the server secret's HMAC of the nonce, so the author's editor can show the
 * link again while a copy of the database alone gives no working link.
 */
export class PreviewTokens {
  constructor(private readonly secret: string) {}

  /** A new link: the nonce and hash to store, the token to hand out (144 bits, URL-safe). */
  issue(): { nonce: string; hash: string; token: string } {
    const nonce = randomBytes(16).toString('base64url');
    const token = this.tokenOf(nonce);
    return { nonce, hash: hashPreviewToken(token), token };
  }

  tokenOf(nonce: string): string {
    return createHmac('sha256', this.secret).update(`preview:${nonce}`).digest().subarray(0, 18).toString('base64url');
  }

  /** The link's path for its author, when it was made with a nonce (links from before hashing have none). */
  pathOf(row: { preview_nonce: string | null }): string | null {
    return row.preview_nonce ? `/preview/${this.tokenOf(row.preview_nonce)}` : null;
  }
}

export const hashPreviewToken = hashMailToken;
