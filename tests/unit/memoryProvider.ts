import type { CustomRequest, DataProvider } from '#renderers/providers/types.js';
import type { Paged, Row } from '#renderers/types.js';
import { fromJeecgQuery, toJeecgQuery } from '#client/providers/jeecgFilters.js';

const PAGING = new Set(['pageNo', 'pageSize', 'column', 'order']);

/** JeecgBoot's query syntax over rows: *v* contains, a_begin/a_end a range, anything else equals. */
export function queryRows(rows: Record<string, unknown>[], params: Record<string, unknown>) {
  let out = rows.filter((r) =>
    Object.entries(params).every(([k, raw]) => {
      if (PAGING.has(k) || raw === undefined || raw === '') return true;
      const v = String(raw);
      const range = /^(.*)_(begin|end)$/.exec(k);
      if (range && !(k in r)) return range[2] === 'begin' ? Number(r[range[1]]) >= Number(v) : Number(r[range[1]]) <= Number(v);
      const like = /^\*(.*)\*$/.exec(v);
      return like ? String(r[k] ?? '').includes(like[1]) : String(r[k] ?? '') === v;
    }),
  );
  const { column, order } = params;
  if (typeof column === 'string' && (order === 'asc' || order === 'desc')) {
    const sign = order === 'asc' ? 1 : -1;
    out = [...out].sort((a, b) => sign * String(a[column] ?? '').localeCompare(String(b[column] ?? ''), 'en', { numeric: true }));
  }
  return out;
}

/**
 * An in-memory DataProvider for the renderers' unit tests (the e2e suite runs the JeecgBoot one against
 * the real server). `calls` records every request as "verb resource-or-path".
 */
export function memoryProvider(
  tables: Record<string, Row[]>,
  opts: {
    dicts?: Record<string, { value: string; text: string }[]>;
    /** answers of custom requests by path prefix (a throw is the request's refusal) */
    routes?: Record<string, (query: Record<string, unknown>, body?: unknown) => unknown>;
  } = {},
) {
  const { dicts = {}, routes = {} } = opts;
  const calls: string[] = [];
  let next = 1000;
  const env = <T>(result: T, message = 'ok') => ({ success: true, code: 200, message, result, timestamp: 0 });
  const dp: DataProvider = {
    async list(resource, { filters, ...params }) {
      calls.push(`list ${resource} ${params.pageNo ?? 1}`);
      const all = queryRows(tables[resource] ?? [], { ...params, ...toJeecgQuery(filters ?? []) }) as Row[];
      const size = Number(params.pageSize ?? 10),
        cur = Number(params.pageNo ?? 1);
      const page: Paged<Row> = { records: all.slice((cur - 1) * size, cur * size), total: all.length, size, current: cur, pages: Math.ceil(all.length / size) };
      return page;
    },
    async get(resource, id) {
      return tables[resource].find((r) => r.id === id)!;
    },
    async create(resource, values) {
      calls.push(`create ${resource}`);
      (tables[resource] ??= []).push({ ...values, id: String(next++) });
      return '添加成功！';
    },
    async update(resource, values) {
      calls.push(`update ${resource}`);
      const t = tables[resource];
      const i = t.findIndex((r) => r.id === values.id);
      t[i] = { ...t[i], ...values };
      return '编辑成功!';
    },
    async delete(resource, ids) {
      calls.push(`delete ${resource}`);
      tables[resource] = tables[resource].filter((r) => !ids.includes(r.id));
      return '删除成功!';
    },
    async export() {
      return new Blob([]);
    },
    async import() {
      return { message: 'ok', result: { total: 0, success: 0, failed: 0, errors: [] } };
    },
    custom: async (req: CustomRequest) => {
      calls.push(`${req.method} ${req.path}`);
      const dict = /^\/sys\/dict\/getDictItems\/(.+)$/.exec(req.path);
      if (dict) return env(dicts[decodeURIComponent(dict[1])] ?? []);
      const route = Object.entries(routes).find(([prefix]) => req.path.startsWith(prefix));
      return env(route ? route[1](req.query ?? {}, req.body) : null);
    },
    async download() {
      return new Blob([]);
    },
    fileUrl: (p) => p,
    // the JeecgBoot syntax queryRows reads; a test may wrap these to see the typed filters a view sends
    filterQuery: toJeecgQuery,
    parseFilters: fromJeecgQuery,
  };
  return { dp, calls, tables };
}
