import diagnostics_channel from 'node:diagnostics_channel';
import http, { type IncomingMessage } from 'node:http';
import { printWindow } from '#server/realtime/wrdb/printWindow.js';
import { windowRows } from '#server/realtime/wrdb/window.js';
import type { Ring } from '#server/realtime/wrdb/ring.js';
import { answerHead } from '../httpFloor.js';

export interface Timing {
  p50: number;
  p99: number;
}

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
};

/**
 * Server time in µs of each of `urls`: from the HTTP server's request start to the response's finish
 * (Node's http.server diagnostics channels), over `n` rounds of one sequential keep-alive request to
 * each in turn. Interleaved, so a slow moment of a shared machine falls on all of them alike.
 */
export async function serverTimes<K extends string>(urls: Record<K, string>, n = 2000): Promise<Record<K, Timing>> {
  const keys = Object.keys(urls) as K[];
  const started = new WeakMap<IncomingMessage, bigint>();
  const took = Object.fromEntries(keys.map((k) => [k, [] as number[]])) as Record<K, number[]>;
  let current = keys[0];
  const onStart = (m: unknown) => started.set((m as { request: IncomingMessage }).request, process.hrtime.bigint());
  const onFinish = (m: unknown) => {
    const t = started.get((m as { request: IncomingMessage }).request);
    if (t !== undefined) took[current].push(Number(process.hrtime.bigint() - t) / 1000);
  };
  diagnostics_channel.subscribe('http.server.request.start', onStart);
  diagnostics_channel.subscribe('http.server.response.finish', onFinish);
  try {
    for (let i = 0; i < n; i++)
      for (const k of keys) {
        current = k;
        const res = await fetch(urls[k]);
        const body = (await res.json()) as { success: boolean; message: string };
        if (!body.success) throw new Error(`${urls[k]}: ${body.message}`);
      }
  } finally {
    diagnostics_channel.unsubscribe('http.server.request.start', onStart);
    diagnostics_channel.unsubscribe('http.server.response.finish', onFinish);
  }
  const timing = (xs: number[]) => {
    const warm = xs.slice(Math.floor(n / 10));
    return { p50: pct(warm, 50), p99: pct(warm, 99) };
  };
  return Object.fromEntries(keys.map((k) => [k, timing(took[k])])) as Record<K, Timing>;
}

/** The wrdb part alone: printing a window from the ring (and its print cache) as JSON bytes, as the API does, in µs. */
export function windowCost(ring: Ring, begin: number, end: number, n = 5000): Timing {
  const took: number[] = [];
  // as many untimed rounds first: V8 settles the code, and the allocator its memory (a fresh process's
  // first few thousand response buffers land on pages the kernel maps in on first touch)
  for (let i = -n; i < n; i++) {
    const t0 = process.hrtime.bigint();
    const [lo, hi] = windowRows(ring, begin, end)!;
    printWindow(ring, lo, hi, 4, [], '');
    if (i >= 0) took.push(Number(process.hrtime.bigint() - t0) / 1000);
  }
  return { p50: pct(took, 50), p99: pct(took, 99) };
}

export { pct };

/**
 * Baselines for the same answer (`body`, the measured route's text, and `headers`, the ones it carries besides
 * date, connection and keep-alive: the console's security headers are part of the answer), their URLs handed to
 * `fn`: a bare Fastify route sending the string, and the cheapest honest server, a plain `node:http` handler
 * writing the same head and bytes pre-built once (what the hot route does, without a session or a ring to read).
 */
export async function withFloors<T>(body: string, headers: Headers, fn: (urls: { fastify: string; node: string }) => Promise<T>): Promise<T> {
  const { default: Fastify } = await import('fastify');
  const app = Fastify();
  app.get('/same', async (_req, reply) => reply.type('application/json; charset=utf-8').send(body));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const bytes = Buffer.from(body);
  const head = [...answerHead(headers), 'content-length', String(bytes.length)];
  const plain = http.createServer((_req, res) => {
    res.writeHead(200, head);
    res.end(bytes);
  });
  await new Promise<void>((done) => plain.listen(0, '127.0.0.1', done));
  const port = (s: { address(): unknown }) => (s.address() as { port: number }).port;
  try {
    return await fn({ fastify: `http://127.0.0.1:${port(app.server)}/same`, node: `http://127.0.0.1:${port(plain)}/same` });
  } finally {
    await app.close();
    await new Promise((done) => plain.close(done));
  }
}
