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
  return {
    status: 200,
    rows: wb.worksheets[0]
      .getSheetValues()
      .filter(Boolean)
      .map((r) => (r as unknown[]).slice(1)),
  };
}

/** The parts of an archive, inflated (small archives only). */
async function parts(zip: Buffer): Promise<Map<string, Buffer>> {
  const z = await new Promise<yauzl.ZipFile>((ok, no) => yauzl.fromBuffer(zip, { lazyEntries: true }, (e, f) => (e ? no(e) : ok(f))));
  const out = new Map<string, Buffer>();
  await new Promise<void>((ok, no) => {
    z.on('entry', (entry: yauzl.Entry) =>
      z.openReadStream(entry, (e, s) => {
        if (e) return no(e);
        void buffer(s).then((b) => {
          out.set(entry.fileName, b);
          z.readEntry();
        }, no);
      }),
    );
    z.on('end', ok).on('error', no);
    z.readEntry();
  });
  return out;
}

/**
 * A zip bomb that is a valid .xlsx: an exceljs workbook whose sheet is swapped for one holding a
 * cell of `mb` MB of "x", which deflates about 1000:1. Built as a stream: the test never holds it.
 */
export async function zipBomb(mb: number, header = '职务编码'): Promise<Blob> {
  const wb = new ExcelJS.Workbook();
  wb.addWorksheet('x').addRow([header]);
  const zip = new yazl.ZipFile();
  for (const [name, data] of await parts(Buffer.from(await wb.xlsx.writeBuffer()))) {
    if (name !== 'xl/worksheets/sheet1.xml' && !name.endsWith('/')) zip.addBuffer(data, name);
  }
  const megabyte = Buffer.alloc(1024 * 1024, 'x');
  const sheet = function* () {
    yield Buffer.from(
      '<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>' +
        `<row r="1"><c r="A1" t="inlineStr"><is><t>${header}</t></is></c></row><row r="2"><c r="A2" t="inlineStr"><is><t>`,
    );
    for (let i = 0; i < mb; i++) yield megabyte;
    yield Buffer.from('</t></is></c></row></sheetData></worksheet>');
  };
  zip.addReadStream(Readable.from(sheet()), 'xl/worksheets/sheet1.xml');
  zip.end();
  return new Blob([await buffer(zip.outputStream)]);
}

/** The same workbook with its parts in this order first (the rest after): exceljs writes them in no fixed order. */
export async function reorder(file: Blob, first: string[]): Promise<Blob> {
  const all = await parts(Buffer.from(await file.arrayBuffer()));
  const zip = new yazl.ZipFile();
  const names = [...first, ...[...all.keys()].filter((n) => !first.includes(n) && !n.endsWith('/'))];
  for (const name of names) zip.addBuffer(all.get(name)!, name);
  zip.end();
  return new Blob([await buffer(zip.outputStream)]);
}

/** The archive with one part's size in the central directory changed to `size`: a directory that lies. */
export async function understate(file: Blob, part: string, size: number): Promise<Blob> {
  const buf = Buffer.from(await file.arrayBuffer());
  const name = Buffer.from(part);
  for (let i = buf.length - 46; i >= 0; i--) {
    if (buf.readUInt32LE(i) === 0x02014b50 && buf.subarray(i + 46, i + 46 + name.length).equals(name)) {
      buf.writeUInt32LE(size, i + 24); // uncompressed size
      return new Blob([buf]);
    }
  }
  throw new Error(`no ${part} in the archive`);
}

/**
 * A workbook whose shared-strings part holds `mb` MB of distinct short strings: text that deflates
 * well (tens to one) but not like a bomb, so the ratio check alone lets it through.
 */
export async function sharedStringsFlood(mb: number): Promise<Blob> {
  const wb = new ExcelJS.Workbook();
  wb.addWorksheet('x').addRow(['职务编码']);
  const zip = new yazl.ZipFile();
  for (const [name, data] of await parts(Buffer.from(await wb.xlsx.writeBuffer()))) {
    if (name !== 'xl/sharedStrings.xml' && !name.endsWith('/')) zip.addBuffer(data, name);
  }
  const n = Math.ceil((mb * 1024 * 1024) / 40);
  const strings = function* () {
    yield Buffer.from(
      `<?xml version="1.0" encoding="UTF-8"?><sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="${n}" uniqueCount="${n}">`,
    );
    for (let i = 0; i < n; i += 1000) yield Buffer.from(Array.from({ length: 1000 }, (_, j) => `<si><t>s${(i + j) * 7919}-职务</t></si>`).join(''));
    yield Buffer.from('</sst>');
  };
  zip.addReadStream(Readable.from(strings()), 'xl/sharedStrings.xml');
  zip.end();
  return new Blob([await buffer(zip.outputStream)]);
}
