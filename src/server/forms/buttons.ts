import { z } from 'zod';
import { permOf } from '../crud/perms.js';
import { scoped } from '../crud/records.js';
import { badRequest, forbidden, notFound } from '../http/errors.js';
import type { AuthUser, Ctx } from '../http/types.js';
import type { Entity } from '../schema/registry.js';
import { CG_ACTIONS } from './actions/index.js';
import type { HookButton } from './actions/types.js';
import { buttonsOf, onlineEntity } from './live.js';

const text = z.object({ zh: z.string().min(1).max(50), en: z.string().min(1).max(100) }).strict();

/** A button of an enhancement: its action names a registered server action, never code. */
export const hookButton = z
  .object({
    key: z.string().regex(/^[a-z][A-Za-z0-9_]{0,31}$/, '按钮编码格式不正确'),
    title: text,
    action: z.string().max(64),
    position: z.enum(['toolbar', 'row']),
    confirm: text.optional(),
    params: z.unknown().optional(),
  })
  .strict();

/** Each button's action is known and its settings fit the form; 400 naming the key otherwise. */
export function checkButtons(e: Entity, buttons: HookButton[]): HookButton[] {
  const keys = new Set<string>();
  return buttons.map((b, i) => {
    if (keys.has(b.key)) throw badRequest(`按钮编码 ${b.key} 重复`, `buttons.${i}.key`);
    keys.add(b.key);
    const action = CG_ACTIONS[b.action];
    if (!action) throw badRequest(`按钮 ${b.key} 的动作 ${b.action} 不存在（可用：${Object.keys(CG_ACTIONS).join('、')}）`, `buttons.${i}.action`);
    const p = action.params.safeParse(b.params ?? {});
    if (!p.success) {
      const issue = p.error.issues[0];
      throw badRequest(`按钮 ${b.key} 的参数 ${issue.path.join('.') || 'params'} 不正确：${issue.message}`, `buttons.${i}.params`);
    }
    const bad = action.check?.(e, p.data);
    if (bad) throw badRequest(bad.message, `buttons.${i}.${bad.field}`);
    return { ...b, params: p.data };
  });
}

/** What the page needs to show a button: never its settings. */
export const clientButtons = (e: Entity) =>
  buttonsOf(e).map(({ key, title, position, confirm, action }) => ({ key, title, position, confirm, perm: permOf(e, CG_ACTIONS[action].perm) }));

export const actionBody = z.object({
  ids: z.array(z.string().min(1).max(64), { error: 'ids 必须是记录 id 的数组' }).min(1, 'ids 不能为空').max(500, 'ids 最多 500 条'),
});

/** Runs a button's action on the selected records, with the caller's right to the form checked again here. */
export async function runButton(ctx: Ctx, user: AuthUser, tenantId: string, code: string, key: string, ids: string[]) {
  const entity = onlineEntity(ctx, code);
  const button = buttonsOf(entity).find((b) => b.key === key);
  if (!button) throw notFound(`在线表单 ${code} 没有按钮 ${key}`);
  const action = CG_ACTIONS[button.action];
  const perm = permOf(entity, action.perm);
  if (!user.perms.has(perm)) throw forbidden(`没有权限，请联系管理员授权（${perm}）`);
  const unique = [...new Set(ids)];
  const found = await scoped(ctx, entity, tenantId).select('id').where('id', 'in', unique).execute();
  if (found.length !== unique.length) {
    const have = new Set(found.map((r) => r.id));
    throw badRequest(`未找到 id 为 ${unique.find((i) => !have.has(i))} 的记录`, 'ids');
  }
  return action.run({ ctx, entity, user, tenantId, ids: unique, params: button.params });
}
