import { badRequest } from '../../http/errors.js';
import { ONLINE_ROOT } from '../menuPlace.js';
import type { JeecgField, JeecgFormBody } from './types.js';

/** Columns ISPS generates itself (id, audit, tenant, delete flag): the designer's default rows for them are dropped. */
const GENERATED = new Set(['id', 'create_by', 'create_time', 'update_by', 'update_time', 'sys_org_code', 'tenant_id', 'del_flag']);

/** JeecgBoot db types → ISPS field types; anything else is refused naming the field. */
const TYPES: Record<string, string> = {
  string: 'string',
  text: 'text',
  blob: 'text',
  int: 'integer',
  integer: 'integer',
  double: 'number',
  bigdecimal: 'number',
  date: 'date',
  datetime: 'datetime',
};

const yes = (v: unknown) => v === 1 || v === '1' || v === 'Y';
const camel = (s: string) => s.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());

function toField(f: JeecgField, i: number, unique: Set<string>, base: Record<string, unknown> | undefined) {
  const key = `fields.${i}`;
  const column = String(f.dbFieldName ?? '');
  if (!/^[a-z][a-z0-9_]{0,62}$/.test(column)) throw badRequest(`字段 ${key}.dbFieldName 须为小写字母开头的字母、数字、下划线`, `${key}.dbFieldName`);
  const type = TYPES[String(f.dbType ?? 'string').toLowerCase()];
  if (!type) throw badRequest(`字段 ${key}.dbType（${String(f.dbType)}）不受支持`, `${key}.dbType`);
  const txt = String(f.dbFieldTxt ?? '').trim() || column;
  const length = Number(f.dbLength);
  const def: Record<string, unknown> = { ...base, type, title: { zh: txt, en: (base?.title as { en?: string })?.en ?? txt }, column };
  if (type === 'string' && Number.isInteger(length) && length > 0) def.maxLength = Math.min(length, 10000);
  else delete def.maxLength;
  def.required = (f.dbIsNull !== undefined && !yes(f.dbIsNull)) || undefined;
  def.list = yes(f.isShowList) || undefined;
  def.form = yes(f.isShowForm ?? 1) ? undefined : false;
  def.query = yes(f.isQuery) ? (f.queryMode === 'group' ? 'range' : 'eq') : undefined;
  def.dict = f.dictField ? String(f.dictField) : undefined;
  def.unique = unique.has(column) || undefined;
  def.order = Number(f.orderNum) || 0;
  if (f.dbDefaultVal) def.default = String(f.dbDefaultVal);
  return [camel(column), JSON.parse(JSON.stringify(def))] as const;
}

/**
 * The designer's {head, fields, indexs} as an ISPS form schema, over the stored one when editing (so keys the
 * designer does not know — English titles, patterns, x- overrides, buttons — are kept). validateForm checks the rest.
 */
export function toSchema(body: JeecgFormBody, stored?: Record<string, any>): Record<string, unknown> {
  const head = body.head;
  if (!head || typeof head !== 'object') throw badRequest('head 必须是表单表头对象', 'head');
  if (!Array.isArray(body.fields)) throw badRequest('fields 必须是字段数组', 'fields');
  const code = String(head.tableName ?? '')
    .toLowerCase()
    .trim();
  if (!code) throw badRequest('表名 head.tableName 不能为空', 'head.tableName');
  const unique = new Set(
    (Array.isArray(body.indexs) ? body.indexs : [])
      .filter((x) => x?.indexType === 'unique' && x.indexField && !String(x.indexField).includes(','))
      .map((x) => String(x.indexField)),
  );
  const old: Record<string, Record<string, unknown>> = stored?.fields ?? {};
  const fields = Object.fromEntries(
    // i is the row's place in the request, so a 400 names the row the designer sent
    body.fields.flatMap((f, i) => (GENERATED.has(String(f?.dbFieldName ?? '')) ? [] : [toField(f, i, unique, old[camel(String(f.dbFieldName ?? ''))])])),
  );
  const txt = String(head.tableTxt ?? '').trim() || code;
  const tree = yes(head.isTree) && head.treeParentIdField ? { parentField: camel(head.treeParentIdField) } : undefined;
  return {
    ...stored,
    entity: code,
    api: `/online/${code}`,
    permission: 'online',
    title: { zh: txt, en: stored?.title?.en ?? txt },
    menu: stored?.menu ?? { parent: ONLINE_ROOT, path: `/online/cgform/list/${code}` },
    tree,
    fields,
  };
}
