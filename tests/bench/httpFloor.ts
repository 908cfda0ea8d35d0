import http from 'node:http';
import type { Endpoint } from './endpoints.js';

/** A measured answer's head as name/value pairs for writeHead, less what each connection and answer sets itself. */
export const answerHead = (headers: Headers): string[] =>
  [...headers].filter(([k]) => !['date', 'connection', 'keep-alive', 'content-length'].includes(k)).flat();

/**
 * The raw loop behind the cheapest HTTP server: a plain `node:http` handler that finds the request among the
 * endpoint's (by its exact path), runs that request's raw step (the same statements; the list's builds the same
 * JSON) and writes the answer with the head ISPS's answer carries (`headers`, less date, connection, keep-alive and
 * length). A step that returns no text sends `body`, ISPS's answer captured once, pre-built. No token check, no
 * router, no hooks: what is left between it and ISPS is the server's own work. The load generator reaches it over
 * loopback exactly as it reaches ISPS, so both pay the same socket reads and writes (the raw loop pays none).
 */
export async function startHttpFloor(ep: Endpoint, body: string, headers: Headers): Promise<{ origin: string; close: () => Promise<void> }> {
  const index = new Map(ep.requests.map((r, i) => [r.path, i]));
  const fixed = Buffer.from(body);
  const head = answerHead(headers);
  const server = http.createServer((req, res) => {
    const i = index.get(req.url ?? '');
    if (i === undefined || req.method !== ep.requests[i].method) {
      res.writeHead(404).end();
      return;
    }
    Promise.resolve(ep.rawStep(i)).then(
      (out) => {
        const bytes = typeof out === 'string' ? Buffer.from(out) : fixed;
        res.writeHead(200, [...head, 'content-length', String(bytes.length)]);
        res.end(bytes);
      },
      () => res.writeHead(500).end(),
    );
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return {
    origin: `http://127.0.0.1:${(server.address() as { port: number }).port}`,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}
