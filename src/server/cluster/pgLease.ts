import { sql } from 'kysely';
import type { DB } from '../db/types.js';
import type { LeaseStore } from './leaseTypes.js';

/** the database's clock in ms: every process judges expiry by the same clock */
const NOW = sql`(extract(epoch from clock_timestamp()) * 1000)::bigint`;

/**
 * A lease as a row of sys_lease (name, owner, expiry), for several processes on one PostgreSQL
 * without Redis: taken when absent or expired, renewed by its owner; each statement is atomic.
 */
export const pgLease = (db: DB, name: string): LeaseStore => ({
  async acquire(owner, ttlMs) {
    const r = await sql`insert into sys_lease (name, owner, expires_at) values (${name}, ${owner}, ${NOW} + ${ttlMs})
      on conflict (name) do update set owner = excluded.owner, expires_at = excluded.expires_at
      where sys_lease.expires_at < ${NOW} or sys_lease.owner = excluded.owner
      returning owner`.execute(db);
    return r.rows.length === 1;
  },
  async renew(owner, ttlMs) {
    const r = await sql`update sys_lease set expires_at = ${NOW} + ${ttlMs} where name = ${name} and owner = ${owner} returning owner`.execute(db);
    return r.rows.length === 1;
  },
  async release(owner) {
    await sql`delete from sys_lease where name = ${name} and owner = ${owner}`.execute(db);
  },
});
