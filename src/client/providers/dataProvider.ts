import type { CustomRequest, DataProvider } from '#renderers/providers/types.js';
import type { Envelope } from '#shared/contract/envelope.js';
import type { Paged, Row } from '#renderers/types.js';
import { z } from 'zod';
import { pageOf } from '#shared/contract/page.js';
import { fileUrl, http, request } from '../api/http.js';
import { fromJeecgQuery, toJeecgQuery } from './jeecgFilters.js';

/** An entity's row: its keys follow the entity's runtime schema (the server's answer names them exactly). */
const anyRow = z.record(z.string(), z.unknown());
/** A list answer of any entity: the page around its rows is fixed. */
const rowPage = pageOf(anyRow);

/** The renderers' data provider over JeecgBoot's API: /list, /rootList, /add, /edit, /delete(Batch), /exportXls, /importExcel. */
export const jeecgDataProvider: DataProvider = {
  list: (resource, { filters, ...params }, opts) =>
    http
      .get(`${resource}/${opts?.roots ? 'rootList' : 'list'}`, { ...params, ...toJeecgQuery(filters ?? []) }, { answer: rowPage })
      .then((r) => r.result as Paged<Row>),
  get: (resource, id) => http.get(`${resource}/queryById`, { id }, { answer: anyRow }).then((r) => r.result as Row),
  create: (resource, values) => http.post(`${resource}/add`, values, true).then((r) => r.message),
  update: (resource, values) => http.put(`${resource}/edit`, values, true).then((r) => r.message),
  delete: (resource, ids) =>
    (ids.length === 1 ? http.delete(`${resource}/delete`, { id: ids[0] }) : http.delete(`${resource}/deleteBatch`, { ids: ids.join(',') })).then(
      (r) => r.message,
    ),
  export: (resource, params) => http.blob(`${resource}/exportXls`, params),
  import: (resource, file) => http.upload<never>(`${resource}/importExcel`, file, file.name, true),
  custom: ({ method, path, query, body, file, quiet, answer }: CustomRequest) => {
    if (file) return http.upload<never>(path, file, file.name, { quiet, answer });
    return request<Envelope<never>>(method, path, { query, body, quiet, answer });
  },
  download: (path, query) => http.blob(path, query),
  fileUrl,
  filterQuery: toJeecgQuery,
  parseFilters: fromJeecgQuery,
};
