import { sql } from 'kysely';
import { newId } from '#shared/ids.js';
import type { EntitySchema } from '#shared/contract/entity.js';
import { nowText } from '../crud/records.js';
import { HttpError, notFound } from '../http/errors.js';
import type { AuthUser, Ctx } from '../http/types.js';
import { toEntity } from '../schema/registry.js';
import { fieldDiff } from './diff.js';
import { CGFORM_TOPIC, loadOnlineForms } from './live.js';
import { mountMenu } from './menu.js';
import { planTable } from './plan.js';
import type { FieldDiff, TableChange } from './types.js';
import { validateForm } from './validate.js';

/** Versions kept per table code (the spec's history size). */
export const KEEP_VERSIONS = 16;

export interface PublishResult {
  code: string;
  version: number;
  diff: FieldDiff;
  changes: Omit<TableChange, 'sql'>[];
  backup: string | null;
}

const described = (c: TableChange) => ({ kind: c.kind, column: c.column, destructive: c.destructive });

/**
 * Publishes a form: validates it, changes its table, records the version and mounts its menu, all in one
 * transaction; then every process reloads its online forms, so the routes answer at once, without a restart.
 * A change that loses data is refused (409) unless confirmed, and then the table is copied to a backup first.
 */
export async function publishForm(ctx: Ctx, user: AuthUser, input: unknown, opts: { confirm?: boolean; copiedFrom?: string } = {}): Promise<PublishResult> {
  const form = await validateForm(ctx, input);
  const code = form.entity;
  const entity = toEntity(form, `online:${code}`);
  const result = await ctx.db.transaction().execute(async (trx) => {
    const head = await trx.selectFrom('onl_cgform_head').selectAll().where('code', '=', code).forUpdate().executeTakeFirst();
    const version = (head?.version ?? 0) + 1;
    const changes = await planTable(trx, entity);
    const lossy = changes.filter((c) => c.destructive);
    if (lossy.length && !opts.confirm)
      throw new HttpError(409, `发布会删除字段 ${lossy.map((c) => c.column).join('、')} 中的数据，请确认后再发布（将保留备份表）`, {
        changes: changes.map(described),
      });
    const backup = lossy.length ? `${code}_bak_v${version}` : null;
    if (backup) await sql.raw(`create table "${backup}" as select * from "${code}"`).execute(trx);
    for (const c of changes) for (const s of c.sql) await sql.raw(s).execute(trx);
    const before = head ? (JSON.parse(head.schema_json) as EntitySchema) : null;
    const diff = fieldDiff(before, form);
    const now = nowText();
    const json = JSON.stringify(form);
    if (head)
      await trx
        .updateTable('onl_cgform_head')
        .set({ schema_json: json, version, update_by: user.username, update_time: now })
        .where('code', '=', code)
        .execute();
    else
      await trx
        .insertInto('onl_cgform_head')
        .values({ code, schema_json: json, version, copied_from: opts.copiedFrom ?? null, update_by: user.username, update_time: now })
        .execute();
    await trx
      .insertInto('onl_cgform_version')
      .values({ id: newId(), code, version, schema_json: json, diff: JSON.stringify(diff), backup_table: backup, create_by: user.username, create_time: now })
      .execute();
    await trx
      .deleteFrom('onl_cgform_version')
      .where('code', '=', code)
      .where('version', '<=', version - KEEP_VERSIONS)
      .execute();
    await mountMenu(trx, entity);
    return { code, version, diff, changes: changes.map(described), backup };
  });
  await loadOnlineForms(ctx); // this process at once, before answering
  ctx.bus.publish(CGFORM_TOPIC);
  ctx.sessions.invalidate(); // new button permissions, granted to admin
  return result;
}

/** Publishes a kept version again, as a new version (the table follows it like any publish). */
export async function rollbackForm(ctx: Ctx, user: AuthUser, code: string, version: number, confirm?: boolean): Promise<PublishResult> {
  const v = await ctx.db.selectFrom('onl_cgform_version').select('schema_json').where('code', '=', code).where('version', '=', version).executeTakeFirst();
  if (!v) throw notFound(`表单 ${code} 没有保留版本 ${version}`);
  return publishForm(ctx, user, JSON.parse(v.schema_json), { confirm });
}
