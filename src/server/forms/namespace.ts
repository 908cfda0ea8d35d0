import type { z } from 'zod';
import { entitySchema, type EntitySchema } from '#shared/contract/entity.js';
import { badRequest } from '../http/errors.js';

/**
 * An online form's permission codes are online:<code>:list|add|edit|delete|export|import (and its own buttons'
 * online:<code>:…), a namespace no schema file or system menu uses: a form can neither borrow nor, when it is
 * republished or deleted, change a system menu's codes or grants. The sys_permission rows a form created are
 * exactly those whose perms lie in its namespace (its code is on every row it owns).
 */
const PREFIX = 'online:';

export const onlinePermission = (code: string) => `${PREFIX}${code}`;
/** Whether a sys_permission row's perms lie in an online form's namespace (any form's). */
export const isOnlinePerm = (perms: string | null) => !!perms && perms.startsWith(PREFIX);
/** Whether a sys_permission row's perms lie in the namespace of the form `code`: the form created that row. */
export const ownsPerm = (code: string, perms: string | null) => !!perms && perms.startsWith(`${onlinePermission(code)}:`);

/**
 * The entity contract, with the permission prefix derived from the code: whatever the publisher sent (the
 * designer fills in a camelCase name, a stored form has online:<code>) is replaced, never trusted.
 */
export function parseOnlineSchema(input: unknown): z.ZodSafeParseResult<EntitySchema> {
  // a placeholder the contract accepts; the real prefix (with its colon) is set below
  const raw = input && typeof input === 'object' && !Array.isArray(input) ? { ...input, permission: 'online' } : input;
  const r = entitySchema.safeParse(raw);
  return r.success ? { success: true, data: { ...r.data, permission: onlinePermission(r.data.entity) } } : r;
}

const STANDARD = ['add', 'edit', 'delete', 'export', 'import'];

/** readPermission and the form's own buttons must be codes of its namespace, each once; 400 naming the key otherwise. */
export function checkCodes(s: EntitySchema): void {
  const own = `${s.permission}:`;
  const taken = new Set(STANDARD.map((a) => own + a));
  if (s.readPermission) {
    if (!s.readPermission.startsWith(own) || taken.has(s.readPermission))
      throw badRequest(`读取权限 readPermission 必须以 ${own} 开头，且不能与按钮权限相同`, 'readPermission');
    taken.add(s.readPermission);
  }
  s.buttons?.forEach((b, i) => {
    if (!b.code.startsWith(own)) throw badRequest(`按钮权限 buttons.${i}.code 必须以 ${own} 开头`, `buttons.${i}.code`);
    if (taken.has(b.code)) throw badRequest(`按钮权限 buttons.${i}.code（${b.code}）重复`, `buttons.${i}.code`);
    taken.add(b.code);
  });
}
