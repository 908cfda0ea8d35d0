import { hashPassword } from '#server/auth/password.js';
import type { RawDriver } from '#server/db/types.js';

export const BENCH_USER_PASSWORD = 'Bench#12345';

/**
 * `count` active users in one INSERT … SELECT generate_series (well under a second on
 * either database). Every user shares one argon2 hash, computed once. Optional
 * dictionary-backed columns that need table lookups (post, depart_ids, rel_tenant_ids)
 * stay empty, so the list runs exactly its page and count queries.
 */
export async function seedUsers(raw: RawDriver, count: number): Promise<void> {
  const hash = await hashPassword(BENCH_USER_PASSWORD);
  await raw.query(
    `insert into sys_user (id, username, realname, password, work_no, sex, email, phone, org_code,
       status, user_identity, del_flag, create_by, create_time)
     select md5('isps-bench-user-' || g), 'bench_' || lpad(g::text, 6, '0'), '压测用户' || g, $1,
       'B' || lpad(g::text, 6, '0'), 1 + g % 2, 'bench' || g || '@example.com', '139' || lpad(g::text, 8, '0'), 'A01',
       1, 1, 0, 'bench', timestamp '2024-01-01 00:00:00' + g * interval '1 minute'
     from generate_series(1, $2::int) g`,
    [hash, count],
  );
  await raw.query('analyze sys_user');
}
