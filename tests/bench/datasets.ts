import { table } from './report.js';
import { ADMIN_PASSWORD, startIsps } from './server.js';
import { median } from './stats.js';

/** Goal: one browse page of a million-value data set. */
export const PAGE_GOAL_MS = 200;
/** Goal: the whole set's min/max-decimated curve, and a zoomed one. */
export const CURVE_GOAL_MS = 1500;
const POINTS = 1_000_000;

export interface DatasetRow {
  name: string;
  ms: number;
  goal: number | null;
}

/** A 1,000,000-value CSV uploaded as a data set (PGlite, this process), then browsed by page and drawn as a curve. */
export async function benchDatasets(): Promise<DatasetRow[]> {
  const server = await startIsps();
  try {
    const api = `${server.origin}${server.apiBase}`;
    const login = await fetch(`${api}/sys/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }),
    });
    const headers = { 'X-Access-Token': ((await login.json()) as { result: { token: string } }).result.token };
    const get = async (url: string) => {
      const t0 = performance.now();
      const res = await fetch(`${api}${url}`, { headers });
      const body = (await res.json()) as { success: boolean; message: string; result: any };
      if (!body.success) throw new Error(`${url}: ${body.message}`);
      return { ms: performance.now() - t0, result: body.result };
    };
    const lines: string[] = ['time,value'];
    for (let i = 0; i < POINTS; i++) lines.push(`${1700000000 + i / 100},${(50 + 0.05 * Math.sin(i / 5000)).toFixed(4)}`);
    const form = new FormData();
    form.append('file', new Blob([lines.join('\n')]), 'million.csv');
    const t0 = performance.now();
    const up = (await (await fetch(`${api}/isps/dataset/upload`, { method: 'POST', headers, body: form })).json()) as { result: { id: string } };
    const id = up.result.id;
    for (;;) {
      const { result } = await get(`/isps/dataset/queryById?id=${id}`);
      if (result.status === 'failed') throw new Error(`import failed: ${result.message}`);
      if (result.status === 'done') break;
      await new Promise((r) => setTimeout(r, 200));
    }
    const rows: DatasetRow[] = [
      { name: `upload and import ${POINTS.toLocaleString('en-US')} values (CSV, background task)`, ms: performance.now() - t0, goal: null },
    ];
    const pages: number[] = [];
    for (let i = 0; i < 20; i++) {
      const pageNo = 1 + Math.floor((i * 7919) % 1000);
      pages.push((await get(`/isps/dataset/page?id=${id}&pageNo=${pageNo}&pageSize=1000`)).ms);
    }
    rows.push({ name: 'browse: one page of 1,000 values (median of 20 pages)', ms: median(pages), goal: PAGE_GOAL_MS });
    rows.push({ name: 'browse: slowest of those 20 pages', ms: Math.max(...pages), goal: PAGE_GOAL_MS });
    rows.push({ name: 'curve: whole set, min/max into 1,200 buckets', ms: (await get(`/isps/dataset/curve?id=${id}&buckets=1200`)).ms, goal: CURVE_GOAL_MS });
    rows.push({
      name: 'curve: a 10 % zoom',
      ms: (await get(`/isps/dataset/curve?id=${id}&buckets=1200&from=1700004000&to=1700005000`)).ms,
      goal: CURVE_GOAL_MS,
    });
    return rows;
  } finally {
    await server.close();
  }
}

export const datasetsOk = (rows: DatasetRow[]) => rows.every((r) => r.goal === null || r.ms <= r.goal);

export function datasetsTable(rows: DatasetRow[]): string {
  const body = rows.map((r) => [
    r.name,
    `${r.ms.toFixed(0)} ms`,
    r.goal === null ? '—' : `≤ ${r.goal} ms`,
    r.goal === null ? '—' : r.ms <= r.goal ? 'pass' : 'FAIL',
  ]);
  return table(['data set of 1,000,000 values', 'took', 'goal', 'pass/fail'], body, [false, true, false, false]);
}
