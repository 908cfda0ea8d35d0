import { SignJWT, jwtVerify } from 'jose';
import { newId } from '#shared/ids.js';
import type { Ctx } from '../../http/types.js';

const TTL_S = 120;
const AUDIENCE = 'isps-third-login';

/**
 * What the OIDC callback hands the browser instead of a session token: a signed code, valid two
 * minutes and once (its id joins the revoked tokens when traded), so the token itself never travels
 * in a URL. Signed, not stored: any server process can trade it.
 */
export function issueLoginCode(ctx: Ctx, userId: string): Promise<string> {
  return new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setAudience(AUDIENCE)
    .setSubject(userId)
    .setJti(newId())
    .setExpirationTime(`${TTL_S}s`)
    .sign(ctx.secret);
}

/** The user id of a valid, unused code (now used up), else null. */
export async function tradeLoginCode(ctx: Ctx, code: string): Promise<string | null> {
  let payload;
  try {
    ({ payload } = await jwtVerify(code, ctx.secret, { algorithms: ['HS256'], audience: AUDIENCE }));
  } catch {
    return null;
  }
  if (!payload.sub || !payload.jti || !payload.exp) return null;
  // the insert is the claim: a second trade of the same code finds the row
  const claimed = await ctx.db
    .insertInto('sys_token_revoked')
    .values({ jti: payload.jti, expires_at: new Date(payload.exp * 1000).toISOString().slice(0, 19).replace('T', ' ') })
    .onConflict((oc) => oc.column('jti').doNothing())
    .returning('jti')
    .executeTakeFirst();
  return claimed ? payload.sub : null;
}
