import type { EntityHooks } from '../../crud/hooks.js';
import { badRequest } from '../../http/errors.js';
import { seal } from './secretBox.js';

const POSTGRESQL = '6';

/**
 * Data sources: the password is kept sealed (reversible, under the install key) because the
 * server connects with it; like every password field it is never read back to clients. A
 * password written into the URL is moved out of it, so the listed URL carries none.
 */
export const dataSourceHooks: EntityHooks = {
  encodePassword: (ctx, plain) => seal(ctx.secret, plain),
  async beforeWrite(w, row, op) {
    if (row.db_type != null && String(row.db_type) !== POSTGRESQL) throw badRequest('暂只支持 PostgreSQL 数据源', 'dbType');
    if (row.db_url) {
      const { url, password } = withoutPassword(String(row.db_url));
      row.db_url = url;
      if (password && !row.db_password) row.db_password = seal(w.ctx.secret, password); // the password field wins
    }
    if (op === 'add' && !row.db_url && !row.db_host) throw badRequest('请填写数据源地址（dbUrl）或主机（dbHost）', 'dbUrl');
  },
};

/** Splits the password (user:password@ or ?password=) off a postgres URL. */
export function withoutPassword(raw: string): { url: string; password: string | null } {
  const jdbc = raw.startsWith('jdbc:') ? 'jdbc:' : '';
  let u: URL;
  try {
    u = new URL(raw.slice(jdbc.length));
  } catch {
    throw badRequest('数据源地址（dbUrl）格式不正确', 'dbUrl');
  }
  const password = u.password ? decodeURIComponent(u.password) : u.searchParams.get('password');
  if (!password) return { url: raw, password: null };
  u.password = '';
  u.searchParams.delete('password');
  return { url: jdbc + u.toString(), password };
}
