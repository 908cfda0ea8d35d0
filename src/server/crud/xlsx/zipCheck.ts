import yauzl from 'yauzl';
import { badRequest } from '../../http/errors.js';
import { MAX_ENTRIES, MAX_PART_BYTES, MAX_RATIO, MAX_SHARED_STRINGS_BYTES, MAX_UNZIPPED_BYTES, RATIO_FREE_BYTES } from './limits.js';

export const NOT_XLSX = '文件不是有效的 Excel 文件（.xlsx）';
const MB = 1024 * 1024;

/**
 * Reads only the archive's central directory (no part is inflated) and refuses what would unpack
 * too large: too many parts, a total declared size over the bound, or a part compressed beyond the
 * ratio a spreadsheet reaches.
 */
export function checkArchive(file: Buffer): Promise<void> {
  return new Promise((resolve, reject) => {
    const refuse = (message: string) => reject(badRequest(message, 'file'));
    yauzl.fromBuffer(file, { lazyEntries: true }, (err, zip) => {
      if (err) return refuse(NOT_XLSX);
      if (zip.entryCount > MAX_ENTRIES) return refuse(`Excel 文件中的条目过多（${zip.entryCount} 个，最多 ${MAX_ENTRIES} 个）`);
      let total = 0;
      zip.on('error', () => refuse(NOT_XLSX));
      zip.on('end', () => resolve());
      zip.on('entry', (e: yauzl.Entry) => {
        total += e.uncompressedSize;
        if (e.uncompressedSize > RATIO_FREE_BYTES && e.uncompressedSize > e.compressedSize * MAX_RATIO) {
          return refuse(`Excel 文件的压缩比异常（超过 ${MAX_RATIO} 倍，疑似压缩炸弹），已拒绝`);
        }
        const cap = /sharedStrings\.xml$/i.test(e.fileName) ? MAX_SHARED_STRINGS_BYTES : MAX_PART_BYTES;
        if (e.uncompressedSize > cap) return refuse(`Excel 文件中的 ${e.fileName} 解压后超过 ${cap / MB} MB，请拆分后导入`);
        if (total > MAX_UNZIPPED_BYTES) return refuse(`Excel 文件解压后超过 ${MAX_UNZIPPED_BYTES / MB} MB，请拆分后导入`);
        zip.readEntry();
      });
      zip.readEntry();
    });
  });
}
