import type { EntitySchema } from '#shared/contract/entity.js';
import { badRequest } from '../http/errors.js';
import type { Ctx } from '../http/types.js';
import { SchemaError, checkReferences } from '../schema/load.js';
import { Registry, toEntity } from '../schema/registry.js';
import { onlineApi, onlineComponent } from './live.js';
import { checkMenu } from './menuPlace.js';
import { checkColumns, checkTableName } from './names.js';
import { checkCodes, parseOnlineSchema } from './namespace.js';

/** Room for the backup suffix (_bak_v<n>) within PostgreSQL's 63-character names. */
const MAX_CODE = 40;

/**
 * An online form checked with the same zod contract as the schema files, plus what only online forms need:
 * its own table (never a file entity's or a system table) and columns, its own permission namespace and a
 * menu in the online area; its routes and menu component fixed by its code. Nothing here writes.
 */
export async function validateForm(ctx: Ctx, input: unknown): Promise<EntitySchema> {
  const parsed = parseOnlineSchema(input);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    const key = first.path.join('.') || 'schema';
    throw badRequest(`表单定义 ${key} 不正确：${first.message}`, key);
  }
  const s = parsed.data;
  const code = s.entity;
  if (code.length > MAX_CODE) throw badRequest(`表名 entity 不能超过 ${MAX_CODE} 个字符`, 'entity');
  await checkTableName(ctx, code);
  // its permissions hang under its menu page: a form without one would be reachable by nobody
  if (!s.menu) throw badRequest('在线表单需要菜单（menu.parent、menu.path）', 'menu');
  checkCodes(s);
  await checkMenu(ctx.db, code, s.menu);
  // the router's component name is the system pages' (keep-alive): a form has none of its own
  const form: EntitySchema = { ...s, api: onlineApi(code), menu: { ...s.menu, component: onlineComponent(code), name: undefined } };
  const entity = toEntity(form, `online:${code}`);
  checkColumns(entity);
  const probe = new Registry();
  for (const e of ctx.registry.all()) if (e.table !== code) probe.add(e);
  probe.add(entity);
  try {
    checkReferences(`online:${code}`, form, probe);
  } catch (e) {
    if (!(e instanceof SchemaError)) throw e;
    const key = /key "([^"]+)"/.exec(e.message)?.[1] ?? 'schema';
    throw badRequest(`表单定义 ${key} 不正确：${e.message.replace(/^.*?key "[^"]+": /, '')}`, key);
  }
  return form;
}
