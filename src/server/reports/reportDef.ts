import type { DB } from '../db/types.js';
import { badRequest, notFound } from '../http/errors.js';

/** A report as stored: head, its columns (items) and its parameters. */
export interface Head {
  id: string;
  code: string;
  name: string;
  nameEn?: string | null;
  cgrSql: string;
  dbSource: string | null;
  returnValField: string | null;
  returnTxtField: string | null;
  returnType: string | null;
  content: string | null;
}

export interface Item {
  id: string;
  fieldName: string;
  fieldTxt: string | null;
  fieldTxtEn: string | null;
  fieldWidth: number | null;
  fieldType: string | null;
  searchMode: string | null;
  isOrder: number | null;
  isSearch: number | null;
  dictCode: string | null;
  fieldHref: string | null;
  isShow: number | null;
  orderNum: number | null;
  isTotal: number | null;
  groupTitle: string | null;
}

export interface Param {
  id: string;
  cgrheadId: string;
  paramName: string;
  paramTxt: string | null;
  paramValue: string | null;
  orderNum: number | null;
}

export interface ReportDef {
  head: Head;
  items: Item[];
  params: Param[];
}

/** A report's id or code as it comes in a path: checked before it reaches a query. */
const KEY = /^[A-Za-z0-9_-]{1,100}$/;

export function reportKey(v: unknown, field: 'code' | 'id'): string {
  const s = typeof v === 'string' ? v.trim() : '';
  if (!s) throw badRequest(`报表${field === 'code' ? '编码' : ' id'}（${field}）不能为空`, field);
  if (!KEY.test(s)) throw badRequest(`报表${field === 'code' ? '编码' : ' id'}（${field}）格式不正确`, field);
  return s;
}

/** The report with this id, or else this code (both are accepted everywhere; JeecgBoot passes the id except to getRpColumns). */
export async function loadReport(db: DB, key: string): Promise<ReportDef> {
  const row =
    (await db.selectFrom('onl_cgreport_head').selectAll().where('id', '=', key).executeTakeFirst()) ??
    (await db.selectFrom('onl_cgreport_head').selectAll().where('code', '=', key).executeTakeFirst());
  if (!row) throw notFound(`未找到报表「${key}」`);
  const items = await db
    .selectFrom('onl_cgreport_item')
    .selectAll()
    .where('cgrhead_id', '=', row.id)
    .orderBy('order_num', 'asc')
    .orderBy('create_time', 'asc')
    .orderBy('id', 'asc')
    .execute();
  const params = await db
    .selectFrom('onl_cgreport_param')
    .selectAll()
    .where('cgrhead_id', '=', row.id)
    .orderBy('order_num', 'asc')
    .orderBy('id', 'asc')
    .execute();
  return {
    head: {
      id: row.id,
      code: row.code,
      name: row.name,
      nameEn: row.name_en ?? null,
      cgrSql: row.cgr_sql,
      dbSource: row.db_source || null,
      returnValField: row.return_val_field,
      returnTxtField: row.return_txt_field,
      returnType: row.return_type,
      content: row.content,
    },
    items: items.map((r) => ({
      id: r.id,
      fieldName: r.field_name,
      fieldTxt: r.field_txt,
      fieldTxtEn: r.field_txt_en ?? null,
      fieldWidth: r.field_width,
      fieldType: r.field_type,
      searchMode: r.search_mode,
      isOrder: r.is_order,
      isSearch: r.is_search,
      dictCode: r.dict_code || null,
      fieldHref: r.field_href || null,
      isShow: r.is_show,
      orderNum: r.order_num,
      isTotal: r.is_total,
      groupTitle: r.group_title || null,
    })),
    params: params.map((r) => ({
      id: r.id,
      cgrheadId: r.cgrhead_id,
      paramName: r.param_name,
      paramTxt: r.param_txt,
      paramValue: r.param_value,
      orderNum: r.order_num,
    })),
  };
}

export const yes = (v: unknown) => v === 1 || v === '1' || v === true;
