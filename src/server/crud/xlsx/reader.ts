import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Piscina } from 'piscina';
import { HttpError, badRequest } from '../../http/errors.js';
import { MAX_CELL_CHARS, MAX_IMPORT_ROWS, READ_TIMEOUT_MS, WORKER_HEAP_MB } from './limits.js';
import type { ReadResult, ReadTask, SheetRows } from './types.js';
import { NOT_XLSX, checkArchive } from './zipCheck.js';

const MESSAGES = {
  invalid: NOT_XLSX,
  noSheet: 'Excel 文件中没有工作表',
  tooManyRows: `一次最多导入 ${MAX_IMPORT_ROWS} 行`,
  cellTooLong: `Excel 单元格最多 ${MAX_CELL_CHARS} 个字符`,
};

/**
 * Reads uploaded .xlsx files off the event loop: the archive's declared sizes are checked here (cheap,
 * nothing inflated); a worker thread holds the archive to them (repack.ts) and streams the sheet.
 * Threads start on demand and end when idle.
 */
export class SheetReader {
  private pool = new Piscina<ReadTask, ReadResult>({
    filename: new URL('./worker.mjs', import.meta.url).href,
    minThreads: 0,
    maxThreads: 2,
    idleTimeout: 30_000,
    // a queued task holds its file (≤ 5 MB): beyond this many the server is busy, not a buffer
    maxQueue: 16,
    resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
  });

  /** The first sheet (≤ MAX_IMPORT_ROWS rows); with `preview`, every sheet cut at that many rows; with `allSheets`, every sheet (≤ MAX_IMPORT_ROWS rows in all). */
  async read(file: Buffer, opts: { preview?: number; allSheets?: boolean } = {}): Promise<SheetRows> {
    await checkArchive(file);
    // removed here, not in the worker: a worker that runs out of memory ends without cleaning up
    const tmpDir = await fs.mkdtemp(path.join(os.tmpdir(), 'isps-xlsx-'));
    let result: ReadResult;
    try {
      result = await this.pool.run(
        { file, maxRows: MAX_IMPORT_ROWS, tmpDir, preview: opts.preview, allSheets: opts.allSheets },
        { signal: AbortSignal.timeout(READ_TIMEOUT_MS) },
      );
    } catch (err) {
      const e = err as Error & { code?: string };
      if (e.message === 'Task queue is at limit') throw new HttpError(503, '服务器繁忙，请稍后再导入');
      if (e.name === 'AbortError') throw badRequest(`Excel 文件 ${READ_TIMEOUT_MS / 1000} 秒内未能读完，请拆分后导入`, 'file');
      if (e.code === 'ERR_WORKER_OUT_OF_MEMORY') throw badRequest('Excel 文件解压后过大，无法读取', 'file');
      throw err;
    } finally {
      await fs.rm(tmpDir, { recursive: true, force: true });
    }
    if ('error' in result) throw badRequest(MESSAGES[result.error], 'file');
    return result;
  }

  close(): Promise<void> {
    return this.pool.destroy();
  }
}
