import type { Bus } from '../cluster/bus.js';
import type { DB } from '../db/types.js';
import type { AuthUser } from '../http/types.js';
import type { TokenClaims } from './token.js';
import { nowText } from '../crud/records.js';
import { grantedPermissionIds, permCodesOf, roleCodes } from './userAccess.js';

/**
 * A value derived from the session (its menu, its data rules), computed once and kept with
 * the cached session: it goes when the session entry goes (TTL or invalidation).
 */
export function memo<T>(user: AuthUser, key: string, compute: () => Promise<T>): Promise<T> {
  const views = (user.views ??= new Map());
  let v = views.get(key) as Promise<T> | undefined;
  if (!v) {
    v = compute();
    views.set(key, v);
    v.catch(() => views.delete(key));
  }
  return v;
}

const TTL_MS = 10_000;

/**
 * Resolves a token to its user, with revocation and frozen-account checks. Results are
 * kept 10 s so a request costs no queries; a change drops them in every process at once
 * through the bus (the TTL bounds staleness should a notice be lost).
 */
export class SessionCache {
  private cache = new Map<string, { user: AuthUser | null; until: number }>();
  constructor(
    private db: DB,
    private bus: Bus,
  ) {
    bus.on('sessions', () => this.cache.clear());
  }

  async resolve(claims: TokenClaims & { t?: number }): Promise<AuthUser | null> {
    const hit = this.cache.get(claims.jti);
    if (hit && hit.until > Date.now()) return hit.user;
    const user = await this.load(claims);
    if (this.cache.size > 50_000) this.cache.clear();
    this.cache.set(claims.jti, { user, until: Date.now() + TTL_MS });
    return user;
  }

  /** Forget every cached session, in every process (after a change to roles, grants or users). */
  invalidate(): void {
    this.bus.publish('sessions');
  }

  async revoke(jti: string, expSeconds: number): Promise<void> {
    await this.db
      .insertInto('sys_token_revoked')
      .values({ jti, expires_at: new Date(expSeconds * 1000).toISOString().slice(0, 19).replace('T', ' ') })
      .onConflict((oc) => oc.column('jti').doNothing())
      .execute();
    await this.db.deleteFrom('sys_user_session').where('jti', '=', jti).execute();
    this.invalidate();
  }

  /** Invalidates every token the user holds, e.g. after a password change. */
  async revokeAllOf(userId: string): Promise<void> {
    const now = Date.now();
    await this.db
      .insertInto('sys_user_token_epoch')
      .values({ user_id: userId, not_before: now })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ not_before: now }))
      .execute();
    await this.db.deleteFrom('sys_user_session').where('user_id', '=', userId).execute();
    this.invalidate();
  }

  private async load(c: TokenClaims & { t?: number }): Promise<AuthUser | null> {
    const u = await this.db
      .selectFrom('sys_user')
      .select(['id', 'username', 'realname', 'org_code', 'status', 'rel_tenant_ids'])
      .where('id', '=', c.sub)
      .where('del_flag', '=', 0)
      .executeTakeFirst();
    if (!u || u.status !== 1) return null;
    const revoked = await this.db.selectFrom('sys_token_revoked').select('jti').where('jti', '=', c.jti).executeTakeFirst();
    if (revoked) return null;
    const epoch = await this.db.selectFrom('sys_user_token_epoch').select('not_before').where('user_id', '=', u.id).executeTakeFirst();
    if (epoch && (c.t ?? c.iat * 1000) <= Number(epoch.not_before)) return null;
    // the online-user list's 最后活动: refreshed whenever the session is (re)loaded, at most every TTL_MS
    const seen = this.db.updateTable('sys_user_session').set({ last_seen: nowText() }).where('jti', '=', c.jti).execute();
    const [permissionIds, roles] = await Promise.all([grantedPermissionIds(this.db, u.id), roleCodes(this.db, u.id), seen]);
    const perms = await permCodesOf(this.db, permissionIds);
    return {
      id: u.id,
      username: u.username,
      realname: u.realname,
      orgCode: u.org_code,
      permissionIds,
      perms: new Set(perms),
      roleCodes: roles,
      tenantIds: String(u.rel_tenant_ids ?? '')
        .split(',')
        .filter(Boolean),
      isAdmin: roles.includes('admin'),
      jti: c.jti,
    };
  }
}
