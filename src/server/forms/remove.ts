import { sql } from 'kysely';
import { HttpError, notFound } from '../http/errors.js';
import type { Ctx } from '../http/types.js';
import { CGFORM_TOPIC, isOnline, loadOnlineForms } from './live.js';
import { removeMenu } from './menu.js';

/** The backup name of a deleted form's table: code_del_<yyyymmddhhmmss> (the code is at most 40 characters). */
const backupName = (code: string, d = new Date()) => `${code}_del_${d.toISOString().replace(/\D/g, '').slice(0, 14)}`;

export interface RemoveResult {
  code: string;
  /** where its rows are kept; null when the table was dropped */
  backup: string | null;
}

/**
 * Deletes an online form: head, versions, enhancements, the menu rows it created with their grants; its table
 * is renamed as a backup unless dropping it is asked for. Every process unloads the form (its routes answer 404).
 */
export async function removeForm(ctx: Ctx, code: string, dropTable: boolean): Promise<RemoveResult> {
  const e = ctx.registry.get(code);
  if (!e) throw notFound(`在线表单 ${code} 不存在`);
  if (!isOnline(e)) throw new HttpError(409, `表 ${code} 由 schema 文件定义，不能在线删除（请修改或移除 schema 文件）`);
  const backup = dropTable ? null : backupName(code);
  await ctx.db.transaction().execute(async (trx) => {
    for (const t of ['onl_cgform_head', 'onl_cgform_version', 'onl_cgform_enhance']) await trx.deleteFrom(t).where('code', '=', code).execute();
    await removeMenu(trx, code);
    if (backup) {
      // its indexes go: a form published again under this code creates them anew ("if not exists" would skip them)
      const ix = await sql<{ indexname: string }>`select indexname from pg_indexes
        where schemaname = current_schema() and tablename = ${code} and (indexname like 'ix\\_%' or indexname like 'uq\\_%')`.execute(trx);
      for (const r of ix.rows) await sql.raw(`drop index "${r.indexname}"`).execute(trx);
      await sql.raw(`alter table "${code}" rename to "${backup}"`).execute(trx);
    } else await sql.raw(`drop table if exists "${code}"`).execute(trx);
  });
  await loadOnlineForms(ctx);
  ctx.bus.publish(CGFORM_TOPIC);
  ctx.sessions.invalidate(); // its button permissions are gone
  return { code, backup };
}
