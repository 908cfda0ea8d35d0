import { SignJWT, jwtVerify } from 'jose';
import { newId } from '#shared/ids.js';

export const TOKEN_LIFETIME_S = 7 * 24 * 3600;

export interface TokenClaims {
  sub: string;
  username: string;
  jti: string;
  iat: number;
  exp: number;
}

export async function signToken(secret: Uint8Array, userId: string, username: string): Promise<string> {
  return new SignJWT({ username, t: Date.now() })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(userId)
    .setJti(newId())
    .setIssuedAt()
    .setExpirationTime(`${TOKEN_LIFETIME_S}s`)
    .sign(secret);
}

/** Tokens already verified, per secret: jose's WebCrypto HMAC costs ~100 µs a request. */
const verified = new Map<string, { secret: Uint8Array; claims: TokenClaims }>();

/** The claims of a valid, unexpired token signed with our secret, else null. Revocation is the session cache's job. */
export async function readToken(secret: Uint8Array, token: string): Promise<TokenClaims | null> {
  const hit = verified.get(token);
  if (hit && hit.secret === secret) {
    if (hit.claims.exp * 1000 > Date.now()) return hit.claims;
    verified.delete(token);
  }
  const claims = await verify(secret, token);
  if (claims) {
    if (verified.size >= 10_000) verified.clear();
    verified.set(token, { secret, claims });
  }
  return claims;
}

async function verify(secret: Uint8Array, token: string): Promise<TokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'] });
    if (!payload.sub || !payload.jti || typeof payload.username !== 'string') return null;
    return payload as unknown as TokenClaims;
  } catch {
    return null;
  }
}
