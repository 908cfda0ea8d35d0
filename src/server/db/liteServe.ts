import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { liteParsers, liteSerializers } from './parsers.js';
import type { LiteError, LiteReply, LiteRequest, LiteStart } from './liteProtocol.js';

/** The worker thread's side: one PGlite, answering liteThread.ts's requests in the order they come. */
export async function serve(): Promise<void> {
  const port = parentPort!;
  const { dataDir, image } = workerData as LiteStart;
  let lite: PGlite;
  try {
    lite = await PGlite.create(dataDir, { parsers: liteParsers, serializers: liteSerializers, ...(image ? { loadDataDir: new Blob([image]) } : {}) });
    // A new 16 MB WAL segment filled with zeroes (PostgreSQL's default) held the database ~90 ms each time
    // the history writer had filled one. Off, only the segment's last byte is written, as PostgreSQL does
    // on copy-on-write file systems.
    await lite.exec('set wal_init_zero = off');
  } catch (e) {
    port.postMessage({ id: 0, error: plain(e) } satisfies LiteReply);
    return;
  }
  port.on('message', (req: LiteRequest) => {
    void answer(lite, req).then((reply) => {
      try {
        port.postMessage(reply);
      } catch (e) {
        port.postMessage({ id: reply.id, error: plain(e) } satisfies LiteReply); // a value that cannot cross threads
      }
    });
  });
  port.postMessage({ id: 0 } satisfies LiteReply);
}

async function answer(lite: PGlite, req: LiteRequest): Promise<LiteReply> {
  try {
    if (req.op === 'query') {
      const r = await lite.query(req.sql, req.params);
      return { id: req.id, result: { rows: r.rows, affectedRows: r.affectedRows } };
    }
    if (req.op === 'exec') await lite.exec(req.sql);
    else if (!lite.closed) await lite.close();
    return { id: req.id };
  } catch (e) {
    return { id: req.id, error: plain(e) };
  }
}

function plain(e: unknown): LiteError {
  if (!(e instanceof Error)) return { message: String(e) };
  const fields: LiteError = { message: e.message, name: e.name };
  for (const [k, v] of Object.entries(e)) if (v === undefined || ['string', 'number', 'boolean'].includes(typeof v)) fields[k] = v;
  return fields;
}
