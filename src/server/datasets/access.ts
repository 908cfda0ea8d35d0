import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import { forbidden, notFound } from '../http/errors.js';
import type { AuthUser, Ctx } from '../http/types.js';

const TABLE = 'isps_dataset';

/**
 * Data sets a user may read: their own, those granted to them or to one of their departments;
 * an admin reads all. The list and every data-set route go through this.
 */
export const readableBy =
  (u: AuthUser) =>
  (eb: ExpressionBuilder<any, any>): Expression<SqlBool> => {
    if (u.isAdmin) return eb.lit(true);
    const granted = eb
      .selectFrom('isps_dataset_grant as g')
      .select('g.dataset_id')
      .where((w) =>
        w.or([
          w.and([w('g.kind', '=', 'user'), w('g.target_id', '=', u.id)]),
          w.and([w('g.kind', '=', 'depart'), w('g.target_id', 'in', w.selectFrom('sys_user_depart').select('dep_id').where('user_id', '=', u.id))]),
        ]),
      );
    return eb.or([eb(`${TABLE}.owner_id`, '=', u.id), eb(`${TABLE}.id`, 'in', granted)]);
  };

export interface DatasetRow {
  id: string;
  name: string;
  owner_id: string;
  row_count: number | null;
  status: string;
  source: string;
  file_name: string | null;
  file_type: string | null;
}

/** The data set if the caller may read it: 404 when it does not exist, 403 when it is not theirs to read. */
export async function readable(ctx: Ctx, u: AuthUser, id: string): Promise<DatasetRow> {
  const row = await ctx.db
    .selectFrom(TABLE)
    .select(['id', 'name', 'owner_id', 'row_count', 'status', 'source', 'file_name', 'file_type'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound('数据集不存在');
  const ok = await ctx.db.selectFrom(TABLE).select('id').where('id', '=', id).where(readableBy(u)).executeTakeFirst();
  if (!ok) throw forbidden('没有该数据集的权限，请联系所有者授权');
  return row;
}

/** Granting and deleting: the owner or an admin. */
export async function managed(ctx: Ctx, u: AuthUser, id: string): Promise<DatasetRow> {
  const row = await readable(ctx, u, id);
  if (!u.isAdmin && row.owner_id !== u.id) throw forbidden('只有数据集的所有者或管理员可以授权或删除');
  return row;
}
