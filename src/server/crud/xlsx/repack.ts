import { buffer } from 'node:stream/consumers';
import type { Readable } from 'node:stream';
import yauzl from 'yauzl';
import yazl from 'yazl';

/** The parts exceljs's streaming reader uses, in the order it needs them: a sheet met before the
 * workbook fails, one met before the shared strings is spooled to a temporary file. */
const HEAD = ['xl/workbook.xml', 'xl/_rels/workbook.xml.rels', 'xl/styles.xml', 'xl/sharedStrings.xml'];
const SHEET = /^xl\/worksheets\/sheet(\d+)\.xml$/;
const rank = (name: string) => (HEAD.includes(name) ? HEAD.indexOf(name) : HEAD.length + Number(SHEET.exec(name)![1]));

/**
 * The archive rebuilt from its central directory: the parts exceljs reads, in the order it wants, each
 * inflated by yauzl (which fails a part that inflates past its declared size) and stored uncompressed.
 * exceljs walks local headers and trusts whatever they say; it reads this copy instead, so the sizes
 * zipCheck.ts bounded are the sizes it meets.
 */
export async function repack(file: Buffer): Promise<Buffer> {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(file, { lazyEntries: true }, (err, z) => (err ? reject(err) : resolve(z))),
  );
  const entries = await new Promise<yauzl.Entry[]>((resolve, reject) => {
    const list: yauzl.Entry[] = [];
    zip.on('entry', (e: yauzl.Entry) => {
      if (HEAD.includes(e.fileName) || SHEET.test(e.fileName)) list.push(e);
      zip.readEntry();
    });
    zip.on('end', () => resolve(list));
    zip.on('error', reject);
    zip.readEntry();
  });
  const out = new yazl.ZipFile();
  const packed = buffer(out.outputStream);
  for (const e of entries.sort((a, b) => rank(a.fileName) - rank(b.fileName))) {
    const part = await new Promise<Readable>((resolve, reject) => zip.openReadStream(e, (err, s) => (err ? reject(err) : resolve(s))));
    out.addBuffer(await buffer(part), e.fileName, { compress: false });
  }
  out.end();
  return packed;
}
