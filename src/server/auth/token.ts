import { SignJWT, jwtVerify } from 'jose';
import { newId } from '../../shared/ids.js';

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

/** The claims of a valid, unexpired token signed with our secret, else null. */
export async function readToken(secret: Uint8Array, token: string): Promise<TokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'] });
    if (!payload.sub || !payload.jti || typeof payload.username !== 'string') return null;
    return payload as unknown as TokenClaims;
  } catch {
    return null;
  }
}
