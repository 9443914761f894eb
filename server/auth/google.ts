import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { ERRORS, type Problem } from '../../src/contract/index.ts';

export interface GoogleIdentity {
  email: string;
  name: string;
  /** When the person last signed in to Google (the token's `auth_time`, seconds), if it says. */
  authTime?: number;
}

/** A token Google's keys do not vouch for: its problem is what the 401 says. */
export class GoogleAuthError extends Error {
  constructor(readonly problem: Problem) {
    super(problem.error);
  }
}

/**
 * Verifies Firebase ID tokens as Firebase does: RS256 from Google's published keys, audience the
 * project id, issuer https://securetoken.google.com/<project id>, not expired, e-mail verified.
 */
export class GoogleVerifier {
  private keys: JWTVerifyGetKey;
  constructor(
    private projectId: string,
    jwksUrl: string,
  ) {
    this.keys = createRemoteJWKSet(new URL(jwksUrl), { timeoutDuration: 5000, cooldownDuration: 30_000, cacheMaxAge: 3600_000 });
  }

  async verify(token: string): Promise<GoogleIdentity> {
    let payload;
    try {
      ({ payload } = await jwtVerify(token, this.keys, {
        algorithms: ['RS256'],
        audience: this.projectId,
        issuer: `https://securetoken.google.com/${this.projectId}`,
        requiredClaims: ['exp', 'iat', 'sub'],
      }));
    } catch {
      throw new GoogleAuthError(ERRORS.googleTokenInvalid);
    }
    if (typeof payload.sub !== 'string' || payload.sub.length === 0) throw new GoogleAuthError(ERRORS.googleTokenInvalid);
    if (payload.email_verified !== true || typeof payload.email !== 'string') {
      throw new GoogleAuthError(ERRORS.googleEmailUnverified);
    }
    const name = typeof payload.name === 'string' && payload.name.trim() ? payload.name.trim() : payload.email.split('@')[0];
    const authTime = typeof payload.auth_time === 'number' ? payload.auth_time : undefined;
    return { email: payload.email.toLowerCase(), name, authTime };
  }
}
