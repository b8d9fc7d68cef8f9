import { SignJWT, jwtVerify } from 'jose';

export interface TokenClaims {
  sub: string;
  sid: string;
  tid: string;
}

/** HS256 tokens that only carry ids: what a token may do is decided by its server-side session row. */
export function createTokenSigner(secret: string) {
  const key = new TextEncoder().encode(secret);
  return {
    async sign(claims: TokenClaims, expiresAt: Date): Promise<string> {
      return new SignJWT({ sid: claims.sid, tid: claims.tid })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(claims.sub)
        .setIssuedAt()
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(key);
    },
    /** Returns the claims, or null for anything that is not a valid, unexpired token of ours. */
    async verify(token: string): Promise<TokenClaims | null> {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string' || typeof payload.tid !== 'string') {
          return null;
        }
        return { sub: payload.sub, sid: payload.sid, tid: payload.tid };
      } catch {
        return null;
      }
    },
  };
}
export type TokenSigner = ReturnType<typeof createTokenSigner>;
