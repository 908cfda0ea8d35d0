import ExcelJS from 'exceljs';
import type { TestServer } from './harness.js';

/** An .xlsx with these rows, as a browser would upload it. */
export async function sheet(rows: unknown[][]): Promise<Blob> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('x');
  for (const r of rows) ws.addRow(r);
  return new Blob([await wb.xlsx.writeBuffer()]);
}

export async function upload(s: TestServer, url: string, file: Blob, token = s.adminToken) {
  const form = new FormData();
  form.append('file', file, 'data.xlsx');
  const res = await fetch(`${s.base}${url}`, { method: 'POST', headers: { 'X-Access-Token': token }, body: form });
  return { status: res.status, body: await res.json() };
}

/** GET exportXls: the status and the sheet's rows (header first). */
export async function download(s: TestServer, url: string, token = s.adminToken): Promise<{ status: number; rows: unknown[][] }> {
  const res = await fetch(`${s.base}${url}`, { headers: { 'X-Access-Token': token } });
  if (res.status !== 200) return { status: res.status, rows: [] };
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(await res.arrayBuffer());
  return { status: 200, rows: wb.worksheets[0].getSheetValues().filter(Boolean).map((r) => (r as unknown[]).slice(1)) };
}
