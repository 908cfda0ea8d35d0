import { useCallback, useEffect, useRef, useState } from 'react';
import { http } from '../../src/client/api/http.js';
import type { ClientSchema, Paged, Row } from '../types.js';
import { requestParams, type ListState } from './listState.js';

export interface TreeRow extends Row {
  children?: TreeRow[];
}

export interface ListData {
  rows: TreeRow[];
  total: number;
  loading: boolean;
  reload(): void;
  /** tree mode: fetch a node's children on first expand */
  loadChildren(row: TreeRow): Promise<void>;
}

/** A list answer quicker than this never shows the loading veil (no flicker, no extra render). */
const LOADING_DELAY_MS = 300;

/** Tree nodes that have children get an empty list, so the table draws an expand button. */
const markParents = (rows: TreeRow[]): TreeRow[] => rows.map((r) => (r.hasChild === '1' || r.hasChild === true ? { ...r, children: [] } : r));

function replaceChildren(rows: TreeRow[], id: string, children: TreeRow[]): TreeRow[] {
  return rows.map((r) => (r.id === id ? { ...r, children } : r.children ? { ...r, children: replaceChildren(r.children, id, children) } : r));
}

/** Rows of one list page; a tree entity without filters shows its roots and loads children lazily. */
export function useListData(schema: ClientSchema, state: ListState, tree: boolean): ListData {
  const [rows, setRows] = useState<TreeRow[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(true);
  const [version, setVersion] = useState(0);
  const seq = useRef(0);
  const asTree = tree && Object.keys(state.filters).length === 0;
  const query = JSON.stringify(requestParams(state));

  useEffect(() => {
    const mine = ++seq.current;
    // loading only once an answer is slow: flagging every quick page turn re-rendered the whole table for nothing
    const slow = setTimeout(() => mine === seq.current && setLoading(true), LOADING_DELAY_MS);
    http.get<Paged<Row>>(`${schema.api}/${asTree ? 'rootList' : 'list'}`, JSON.parse(query) as Record<string, unknown>)
      .then((r) => {
        if (mine !== seq.current) return; // a newer query has been sent meanwhile
        setRows(asTree ? markParents(r.result.records) : r.result.records);
        setTotal(r.result.total);
      }, () => undefined)
      .finally(() => {
        clearTimeout(slow);
        if (mine === seq.current) setLoading(false);
      });
    return () => clearTimeout(slow);
  }, [schema.api, asTree, query, version]);

  const loadChildren = useCallback(async (row: TreeRow) => {
    if (row.children?.length) return;
    const r = await http.get<TreeRow[]>(`${schema.api}/childList`, { pid: row.id });
    setRows((cur) => replaceChildren(cur, row.id, markParents(r.result)));
  }, [schema.api]);

  return { rows, total, loading, reload: useCallback(() => setVersion((v) => v + 1), []), loadChildren };
}
