import { sql } from 'kysely';
import type { DB } from '../../db/types.js';
import { escapeLike } from '../../db/like.js';
import { badRequest } from '../../http/errors.js';
import { MAX_SIBLINGS, nextOrgCode } from '../depart/orgCode.js';

const TABLE = 'sys_category';
/** advisory lock key: code issuing waits in turn, so concurrent adds under one parent get distinct codes */
const CODE_LOCK = 0x69737063; // 'ispc'

/**
 * Category codes spell the path like JeecgBoot's (its CategoryCodeRule uses the same
 * YouBianCodeUtil as org codes): roots A01, A02, …; children A01A01, A01A02, …
 * Every code shaped like a child of the parent counts, so a deleted code is not issued again.
 */
export async function codeUnder(trx: DB, parentId: string | null): Promise<string> {
  await sql`select pg_advisory_xact_lock(${CODE_LOCK})`.execute(trx);
  const parent = parentId ? await trx.selectFrom(TABLE).select('code').where('id', '=', parentId).executeTakeFirst() : null;
  if (parentId && !parent) throw badRequest(`父级节点「${parentId}」不存在`, 'pid');
  const prefix = String(parent?.code ?? '');
  const taken = await trx
    .selectFrom(TABLE)
    .select('code')
    .where('code', 'like', `${escapeLike(prefix)}___`)
    .execute();
  const code = nextOrgCode(
    prefix,
    taken.map((t) => String(t.code)),
  );
  if (!code) throw badRequest(`同一父级下最多 ${MAX_SIBLINGS} 个分类，编码已用尽`, 'pid');
  return code;
}

/**
 * A category changing parent: refused under its own subtree; otherwise it gets a fresh code
 * under the new parent and its descendants swap the old code prefix for the new one.
 * Null when the parent does not change.
 */
export async function moveCategory(trx: DB, id: string, parentId: string | null): Promise<string | null> {
  const me = await trx.selectFrom(TABLE).select(['pid', 'code']).where('id', '=', id).executeTakeFirstOrThrow();
  if ((me.pid || null) === parentId) return null;
  const seen = new Set<string>();
  for (let p = parentId; p && !seen.has(p);) {
    if (p === id) throw badRequest('不能把分类移到它自己的下级之下', 'pid');
    seen.add(p);
    p = (await trx.selectFrom(TABLE).select('pid').where('id', '=', p).executeTakeFirst())?.pid ?? null;
  }
  const code = await codeUnder(trx, parentId);
  const old = String(me.code ?? '');
  if (old) {
    // descendants are exactly the longer codes under the old prefix
    const kids = await trx
      .selectFrom(TABLE)
      .select(['id', 'code'])
      .where('code', 'like', `${escapeLike(old)}_%`)
      .execute();
    for (const k of kids)
      await trx
        .updateTable(TABLE)
        .set({ code: code + String(k.code).slice(old.length) })
        .where('id', '=', k.id)
        .execute();
  }
  return code;
}
