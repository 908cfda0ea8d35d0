import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import ExcelJS from 'exceljs';
import yauzl from 'yauzl';
import yazl from 'yazl';
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

/** The parts of an archive, inflated (small archives only). */
async function parts(zip: Buffer): Promise<Map<string, Buffer>> {
  const z = await new Promise<yauzl.ZipFile>((ok, no) => yauzl.fromBuffer(zip, { lazyEntries: true }, (e, f) => (e ? no(e) : ok(f))));
  const out = new Map<string, Buffer>();
  await new Promise<void>((ok, no) => {
    z.on('entry', (entry: yauzl.Entry) => z.openReadStream(entry, (e, s) => {
      if (e) return no(e);
      void buffer(s).then((b) => { out.set(entry.fileName, b); z.readEntry(); }, no);
    }));
    z.on('end', ok).on('error', no);
    z.readEntry();
  });
  return out;
}

/**
 * A zip bomb that is a valid .xlsx: an exceljs workbook whose sheet is swapped for `mb` MB of one
 * repeated row, which deflates about 1000:1. Built as a stream: the test never holds the XML.
 */
export async function zipBomb(mb: number, header = '职务编码'): Promise<Blob> {
  const wb = new ExcelJS.Workbook();
  wb.addWorksheet('x').addRow([header]);
  const zip = new yazl.ZipFile();
  for (const [name, data] of await parts(Buffer.from(await wb.xlsx.writeBuffer()))) {
    if (name !== 'xl/worksheets/sheet1.xml' && !name.endsWith('/')) zip.addBuffer(data, name);
  }
  const row = '<row><c t="inlineStr"><is><t>x</t></is></c></row>';
  const block = Buffer.from(row.repeat(Math.ceil((1024 * 1024) / row.length)));
  const sheet = function* () {
    yield Buffer.from(`<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>${header}</t></is></c></row>`);
    for (let i = 0; i < mb; i++) yield block;
    yield Buffer.from('</sheetData></worksheet>');
  };
  zip.addReadStream(Readable.from(sheet()), 'xl/worksheets/sheet1.xml');
  zip.end();
  return new Blob([await buffer(zip.outputStream)]);
}
