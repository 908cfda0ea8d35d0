import type { DB } from '../../db/types.js';
import { badRequest } from '../../http/errors.js';
import { escapeLike } from '../../db/like.js';
import { MAX_SIBLINGS, childOrgType, nextOrgCode } from './orgCode.js';

export interface Placement {
  org_code: string;
  org_type: string;
}

/**
 * Code and level of a new child of parentId (null: a root). Every code shaped like a child of
 * the parent counts, soft-deleted rows included, so no code is issued twice.
 */
export async function placeUnder(trx: DB, parentId: string | null): Promise<Placement> {
  const parent = parentId ? await trx.selectFrom('sys_depart').select(['org_code', 'org_type']).where('id', '=', parentId).executeTakeFirst() : null;
  if (parentId && !parent) throw badRequest(`上级部门「${parentId}」不存在`, 'parentId');
  if (parent && !parent.org_code) throw badRequest('上级部门没有机构编码', 'parentId');
  const prefix: string = parent?.org_code ?? '';
  const taken = await trx
    .selectFrom('sys_depart')
    .select('org_code')
    .where('org_code', 'like', `${escapeLike(prefix)}___`)
    .execute();
  const code = nextOrgCode(
    prefix,
    taken.map((t) => String(t.org_code)),
  );
  if (!code) throw badRequest(`同一上级下最多 ${MAX_SIBLINGS} 个部门，机构编码已用尽`, 'parentId');
  return { org_code: code, org_type: childOrgType(parent ? { orgType: parent.org_type, orgCode: parent.org_code } : null) };
}

/**
 * A department changing parent: refused under its own subtree (that would detach a cycle from
 * the tree); otherwise the department gets a fresh code under the new parent and its whole
 * subtree (soft-deleted rows too) swaps the old code prefix for the new one, so codes keep
 * spelling the path. Users whose current department moved follow it. Null when nothing moves.
 */
export async function moveTo(trx: DB, id: string, parentId: string | null): Promise<Placement | null> {
  const me = await trx.selectFrom('sys_depart').select(['parent_id', 'org_code']).where('id', '=', id).executeTakeFirstOrThrow();
  if ((me.parent_id || null) === parentId) return null;
  const seen = new Set<string>();
  for (let p = parentId; p && !seen.has(p);) {
    if (p === id) throw badRequest('不能把部门移到它自己的下级部门之下', 'parentId');
    seen.add(p);
    p = (await trx.selectFrom('sys_depart').select('parent_id').where('id', '=', p).executeTakeFirst())?.parent_id ?? null;
  }
  const placed = await placeUnder(trx, parentId);
  await recodeChildren(trx, id, me.org_code ?? '', placed);
  if (me.org_code) await trx.updateTable('sys_user').set({ org_code: placed.org_code }).where('org_code', '=', me.org_code).execute();
  return placed;
}

async function recodeChildren(trx: DB, parentId: string, oldParentCode: string, parent: Placement, seen = new Set([parentId])): Promise<void> {
  const kids = await trx.selectFrom('sys_depart').select(['id', 'org_code']).where('parent_id', '=', parentId).execute();
  for (const k of kids.filter((x) => !seen.has(x.id))) {
    seen.add(k.id);
    const old: string | null = k.org_code;
    // a code not under the old prefix (hand-edited data) spells no path to rewrite: it stays
    const code = old && oldParentCode && old.startsWith(oldParentCode) ? parent.org_code + old.slice(oldParentCode.length) : old;
    const next = { org_code: code, org_type: childOrgType({ orgType: parent.org_type, orgCode: parent.org_code }) };
    await trx.updateTable('sys_depart').set(next).where('id', '=', k.id).execute();
    if (old && old !== code) await trx.updateTable('sys_user').set({ org_code: code }).where('org_code', '=', old).execute();
    await recodeChildren(trx, k.id, old ?? '', { org_code: code ?? '', org_type: next.org_type }, seen);
  }
}
