import { SignJWT, jwtVerify, errors } from 'jose';

const ISSUER = 'inkwell';
export const TOKEN_LIFETIME_SECONDS = 7 * 24 * 3600;

export interface TokenClaims {
  userId: string;
  /** The user's token version when the token was issued; a password change bumps it. */
  version: number;
  /** The session row this token belongs to: deleting it ends this token alone (sign-out). */
  sessionId: string;
}

/** How many verified tokens are kept (a signed-in member's every call presents the same token). */
const KEPT_TOKENS = 10_000;

export class Tokens {
  private key: Uint8Array;
  /**
   * Tokens whose signature was checked, with their claims and expiry (seconds). A token's signature
   * and claims never change, so each is checked once (an HMAC through WebCrypto cost about 100 µs of
   * every signed-in call); its expiry is checked on every use. Only valid tokens are kept, so made-up
   * tokens cannot fill this; the oldest goes first when it is full.
   */
  private readonly verified = new Map<string, { claims: TokenClaims; exp: number }>();

  constructor(
    secret: string,
    private readonly now: () => number = Date.now,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  /** How many verified tokens are kept now. */
  get kept() {
    return this.verified.size;
  }

  sign(claims: TokenClaims, lifetimeSeconds = TOKEN_LIFETIME_SECONDS): Promise<string> {
    const now = Math.floor(this.now() / 1000);
    return new SignJWT({ tv: claims.version, sid: claims.sessionId })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.userId)
      .setIssuer(ISSUER)
      .setIssuedAt(now)
      .setExpirationTime(now + lifetimeSeconds)
      .sign(this.key);
  }

  /** The claims of a valid, unexpired token; null for anything else. */
  async verify(token: string): Promise<TokenClaims | null> {
    const kept = this.verified.get(token);
    if (kept) {
      // As jose decides it: a token is expired from its `exp` second on.
      if (kept.exp > Math.floor(this.now() / 1000)) return kept.claims;
      this.verified.delete(token);
      return null;
    }
    try {
      const { payload } = await jwtVerify(token, this.key, { issuer: ISSUER, algorithms: ['HS256'], currentDate: new Date(this.now()) });
      if (typeof payload.sub !== 'string' || typeof payload.tv !== 'number' || typeof payload.sid !== 'string' || typeof payload.exp !== 'number') return null;
      const claims = { userId: payload.sub, version: payload.tv, sessionId: payload.sid };
      if (this.verified.size >= KEPT_TOKENS) this.verified.delete(this.verified.keys().next().value!);
      this.verified.set(token, { claims, exp: payload.exp });
      return claims;
    } catch (err) {
      if (err instanceof errors.JOSEError || err instanceof TypeError) return null;
      throw err;
    }
  }
}
