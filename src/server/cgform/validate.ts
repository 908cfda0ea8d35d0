import { sql } from 'kysely';
import { entitySchema, type EntitySchema } from '#shared/contract/entity.js';
import { badRequest } from '../http/errors.js';
import type { Ctx } from '../http/types.js';
import { SchemaError, checkReferences } from '../schema/load.js';
import { Registry, toEntity } from '../schema/registry.js';
import { isOnline, onlineApi, onlineComponent } from './live.js';

/** Room for the backup suffix (_bak_v<n>) within PostgreSQL's 63-character names. */
const MAX_CODE = 40;

/**
 * An online form checked with the same zod contract as the schema files, plus what only online forms need:
 * its own table (never a file entity's or a system table), and its routes and menu component fixed by its code.
 */
export async function validateForm(ctx: Ctx, input: unknown): Promise<EntitySchema> {
  const parsed = entitySchema.safeParse(input);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    const key = first.path.join('.') || 'schema';
    throw badRequest(`表单定义 ${key} 不正确：${first.message}`, key);
  }
  const s = parsed.data;
  const code = s.entity;
  if (code.length > MAX_CODE) throw badRequest(`表名 entity 不能超过 ${MAX_CODE} 个字符`, 'entity');
  const current = ctx.registry.get(code);
  if (current && !isOnline(current)) throw badRequest(`表 ${code} 由 schema 文件定义，请复制为新的在线表单`, 'entity');
  if (!current) {
    const owned = await ctx.db.selectFrom('onl_cgform_head').select('code').where('code', '=', code).executeTakeFirst();
    const exists = await sql<{
      n: number;
    }>`select count(*) as n from information_schema.tables where table_schema = current_schema() and table_name = ${code}`.execute(ctx.db);
    if (!owned && Number(exists.rows[0].n) > 0) throw badRequest(`表 ${code} 已存在且不是在线表单`, 'entity');
  }
  // its permissions hang under its menu page: a form without one would be reachable by nobody
  if (!s.menu) throw badRequest('在线表单需要菜单（menu.parent、menu.path）', 'menu');
  const form: EntitySchema = {
    ...s,
    api: onlineApi(code),
    menu: { ...s.menu, component: onlineComponent(code) },
  };
  const parent = await ctx.db.selectFrom('sys_permission').select('id').where('url', '=', s.menu.parent).where('del_flag', '=', 0).executeTakeFirst();
  if (!parent) throw badRequest(`上级菜单 ${s.menu.parent} 不存在`, 'menu.parent');
  const probe = new Registry();
  for (const e of ctx.registry.all()) if (e.table !== code) probe.add(e);
  probe.add(toEntity(form, `online:${code}`));
  try {
    checkReferences(`online:${code}`, form, probe);
  } catch (e) {
    if (!(e instanceof SchemaError)) throw e;
    const key = /key "([^"]+)"/.exec(e.message)?.[1] ?? 'schema';
    throw badRequest(`表单定义 ${key} 不正确：${e.message.replace(/^.*?key "[^"]+": /, '')}`, key);
  }
  return form;
}
