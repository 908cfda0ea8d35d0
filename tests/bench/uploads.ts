import { randomBytes } from 'node:crypto';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import ExcelJS from 'exceljs';
import { table } from './report.js';
import { ADMIN_PASSWORD, startIsps } from './server.js';

/** Goal: no request stalls the event loop longer than this while files come in and go out. */
export const STALL_GOAL_MS = 200;

export interface UploadRow {
  name: string;
  ms: number;
  stallMs: number;
}

/** Wall time of one request and the longest event-loop stall meanwhile (the server runs in this process). */
async function stall(name: string, f: () => Promise<Response>): Promise<UploadRow> {
  const h = monitorEventLoopDelay({ resolution: 10 });
  h.enable();
  const t0 = performance.now();
  const res = await f();
  await res.arrayBuffer();
  const ms = performance.now() - t0;
  h.disable();
  if (!res.ok) throw new Error(`${name}: HTTP ${res.status}`);
  return { name, ms, stallMs: h.max / 1e6 };
}

/** A 10 MB image uploaded and served back, and a 2,000-row .xlsx imported, on PGlite (in this thread). */
export async function benchUploads(): Promise<UploadRow[]> {
  const server = await startIsps();
  try {
    const api = `${server.origin}${server.apiBase}`;
    const login = await fetch(`${api}/sys/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }),
    });
    const headers = { 'X-Access-Token': ((await login.json()) as { result: { token: string } }).result.token };
    const post = (url: string, file: Blob, name: string) => {
      const form = new FormData();
      form.append('file', file, name);
      return fetch(`${api}${url}`, { method: 'POST', headers, body: form });
    };
    const png = new Blob([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(10 * 1024 * 1024 - 8)]);
    let path = '';
    const rows = [
      await stall('upload a 10 MB image', async () => {
        const res = await post('/sys/common/upload', png, 'big.png');
        path = ((await res.clone().json()) as { result: string }).result;
        return res;
      }),
    ];
    rows.push(await stall('serve it back', () => fetch(`${api}/${path}`, { headers })));
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('x');
    ws.addRow(['职务编码', '职务名称', '职级']);
    for (let i = 0; i < 2000; i++) ws.addRow([`bench_${i}`, `压测${i}`, '中级']);
    const xlsx = new Blob([await wb.xlsx.writeBuffer()]);
    rows.push(await stall('import 2,000 rows from .xlsx', () => post('/sys/position/importExcel', xlsx, 'rows.xlsx')));
    return rows;
  } finally {
    await server.close();
  }
}

export function uploadsTable(rows: UploadRow[]): string {
  const body = rows.map((r) => [
    r.name.trim(),
    `${r.ms.toFixed(0)} ms`,
    `${r.stallMs.toFixed(0)} ms`,
    `≤ ${STALL_GOAL_MS} ms`,
    r.stallMs <= STALL_GOAL_MS ? 'pass' : 'FAIL',
  ]);
  return table(['files', 'took', 'longest event-loop stall', 'goal (stall)', 'pass/fail'], body, [false, true, true, false, false]);
}

export const uploadsOk = (rows: UploadRow[]) => rows.every((r) => r.stallMs <= STALL_GOAL_MS);
