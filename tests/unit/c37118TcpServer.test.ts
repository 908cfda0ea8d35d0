import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { TcpIngestServer } from '#server/realtime/ingest/tcpServer.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
let server: TcpIngestServer | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

/** resolves when the server closes the connection */
function connect(port: number): Promise<{ sock: net.Socket; closed: Promise<void> }> {
  return new Promise((resolve) => {
    const sock = net.connect(port, '127.0.0.1', () => resolve({ sock, closed: new Promise((r) => sock.once('close', () => r())) }));
    sock.on('error', () => {});
  });
}

describe('C37.118 TCP server bounds', () => {
  it('holds at most maxPeers connections and closes those that send no good frame in time', async () => {
    server = new TcpIngestServer(() => undefined, { maxPeers: 2, bindMs: 300 });
    const port = await server.listen(0, '127.0.0.1');
    const a = await connect(port);
    const b = await connect(port);
    const c = await connect(port);
    await c.closed; // the third is refused at once
    expect(server.stats.refused).toBe(1);
    // garbage keeps a connection busy but does not bind it: closed after bindMs
    const garbage = setInterval(() => a.sock.write(Buffer.alloc(1000, 0x55)), 50);
    await Promise.all([a.closed, b.closed]);
    clearInterval(garbage);
    expect(server.stats.unbound).toBe(2);
    await sleep(50);
    const d = await connect(port); // slots are free again
    expect(d.sock.destroyed).toBe(false);
    d.sock.destroy();
  });
});
