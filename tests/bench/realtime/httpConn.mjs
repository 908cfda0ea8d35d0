// A keep-alive HTTP/1.1 GET client on one socket, for the bench's pollers (plain JS: runs in a worker
// without a loader). Node's http client (agent, ClientRequest, IncomingMessage, streams) cost the pollers'
// thread ~150 µs a request: at 2,000 polls a second a third of the core the server had left when the
// bench keeps the other busy. This one writes the request line and reads status, length and body.
import net from 'node:net';

const HEAD_END = Buffer.from('\r\n\r\n');

export class HttpConn {
  /** @param {URL} origin */
  constructor(origin) {
    this.host = origin.hostname;
    this.port = Number(origin.port || 80);
    this.hostHeader = origin.host;
    this.sock = null;
    this.buf = Buffer.alloc(0);
    this.pending = null;
  }

  /** GET `path`: { status, body (Buffer) }, or null when the connection failed. */
  get(path) {
    if (!this.sock) this.open();
    return new Promise((resolve) => {
      this.pending = resolve;
      this.sock.write(`GET ${path} HTTP/1.1\r\nHost: ${this.hostHeader}\r\n\r\n`);
    });
  }

  open() {
    const sock = net.connect({ host: this.host, port: this.port, noDelay: true });
    this.sock = sock;
    this.buf = Buffer.alloc(0);
    sock.on('data', (chunk) => this.onData(chunk));
    const fail = () => {
      if (this.sock !== sock) return; // an older socket's end: its request was settled already
      this.sock = null;
      this.settle(null);
    };
    sock.on('error', fail);
    sock.on('close', fail);
  }

  settle(answer) {
    const resolve = this.pending;
    this.pending = null;
    resolve?.(answer);
  }

  onData(chunk) {
    this.buf = this.buf.length ? Buffer.concat([this.buf, chunk]) : chunk;
    const end = this.buf.indexOf(HEAD_END);
    if (end < 0) return;
    const head = this.buf.toString('latin1', 0, end);
    const status = Number(head.slice(9, 12));
    const length = /\r\ncontent-length: *(\d+)/i.exec(head);
    const start = end + 4;
    let body;
    let rest;
    if (length) {
      const stop = start + Number(length[1]);
      if (this.buf.length < stop) return;
      body = this.buf.subarray(start, stop);
      rest = this.buf.subarray(stop);
    } else if (/\r\ntransfer-encoding: *chunked/i.test(head)) {
      const parts = [];
      let at = start;
      for (;;) {
        const eol = this.buf.indexOf('\r\n', at);
        if (eol < 0) return;
        const size = parseInt(this.buf.toString('latin1', at, eol), 16);
        if (this.buf.length < eol + 2 + size + 2) return;
        if (size === 0) break;
        parts.push(this.buf.subarray(eol + 2, eol + 2 + size));
        at = eol + 2 + size + 2;
      }
      body = Buffer.concat(parts);
      rest = Buffer.alloc(0);
    } else {
      // no length: the body runs to the connection's end, which a poller never waits for
      this.sock.destroy();
      this.sock = null;
      this.settle(null);
      return;
    }
    this.buf = rest.length ? Buffer.from(rest) : Buffer.alloc(0);
    this.settle({ status, body });
  }

  close() {
    this.sock?.destroy();
    this.sock = null;
  }
}
