import { z } from 'zod';
import type { DataProvider } from '../providers/types.js';
import type { Row } from '../types.js';
import type { ListController, ListFetch } from './controller/types.js';

export interface TreeRow extends Row {
  children?: TreeRow[];
}

/** childList answers the node's children as the entity's records (crudAnswers' rows: loose, an id each). */
const treeRows = z.array(z.looseObject({ id: z.string() }));

/** Tree nodes that have children get an empty list, so the table draws an expand button. */
const markParents = (rows: TreeRow[]): TreeRow[] => rows.map((r) => (r.hasChild === '1' || r.hasChild === true ? { ...r, children: [] } : r));

function replaceChildren(rows: TreeRow[], id: string, children: TreeRow[]): TreeRow[] {
  return rows.map((r) => (r.id === id ? { ...r, children } : r.children ? { ...r, children: replaceChildren(r.children, id, children) } : r));
}

/** A tree entity without filters shows its roots (children load on expand); with filters, a flat page. */
export const treeFetch =
  (api: string, tree: boolean): ListFetch<TreeRow> =>
  async (dp, params, query) => {
    const roots = tree && Object.keys(query.filters).length === 0;
    const page = await dp.list(api, params, { roots });
    return roots ? { ...page, records: markParents(page.records) } : page;
  };

/** Tree mode: a node's children fetched on first expand and merged into the cached page. */
export async function loadChildren(dp: DataProvider, api: string, list: ListController<TreeRow>, row: TreeRow) {
  if (row.children?.length) return;
  const r = await dp.custom({ method: 'GET', path: `${api}/childList`, query: { pid: row.id }, answer: treeRows });
  await list.mutate((cur) => cur && { ...cur, records: replaceChildren(cur.records, row.id, markParents(r.result ?? [])) });
}
