import type { DataProvider } from '#renderers/providers/types.js';
import type { Row } from '#renderers/types.js';
import { fileUrl, http, request } from '../api/http.js';
import { fromJeecgQuery, toJeecgQuery } from './jeecgFilters.js';

/** The renderers' data provider over JeecgBoot's API: /list, /rootList, /add, /edit, /delete(Batch), /exportXls, /importExcel. */
export const jeecgDataProvider: DataProvider = {
  list: (resource, { filters, ...params }, opts) =>
    http.get(`${resource}/${opts?.roots ? 'rootList' : 'list'}`, { ...params, ...toJeecgQuery(filters ?? []) }).then((r) => r.result as never),
  get: (resource, id) => http.get<Row>(`${resource}/queryById`, { id }).then((r) => r.result),
  create: (resource, values) => http.post(`${resource}/add`, values, true).then((r) => r.message),
  update: (resource, values) => http.put(`${resource}/edit`, values, true).then((r) => r.message),
  delete: (resource, ids) =>
    (ids.length === 1 ? http.delete(`${resource}/delete`, { id: ids[0] }) : http.delete(`${resource}/deleteBatch`, { ids: ids.join(',') })).then(
      (r) => r.message,
    ),
  export: (resource, params) => http.blob(`${resource}/exportXls`, params),
  import: (resource, file) => http.upload<never>(`${resource}/importExcel`, file, file.name, true),
  custom: ({ method, path, query, body, file, quiet }) => {
    if (file) return http.upload(path, file, file.name, quiet);
    return request(method, path, { query, body, quiet });
  },
  download: (path, query) => http.blob(path, query),
  fileUrl,
  filterQuery: toJeecgQuery,
  parseFilters: fromJeecgQuery,
};
