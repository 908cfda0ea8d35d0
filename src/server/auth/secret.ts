import { randomBytes } from 'node:crypto';
import type { RawDriver } from '../db/types.js';

/** The per-install token signing key, shared by every server process through the database. */
export async function installSecret(raw: RawDriver): Promise<Uint8Array> {
  await raw.query(`insert into sys_config (key, value) values ('token_secret', $1) on conflict (key) do nothing`, [randomBytes(32).toString('base64')]);
  const [row] = await raw.query<{ value: string }>(`select value from sys_config where key = 'token_secret'`);
  return new Uint8Array(Buffer.from(row.value, 'base64'));
}
