import dgram from 'node:dgram';
import net from 'node:net';
import { decodeFrame } from '../c37118/codec.js';
import { Framer } from '../c37118/framer.js';
import { CMD } from '../c37118/types.js';
import { PmuStream, type StreamOptions } from './stream.js';

export interface PmuSimOptions extends StreamOptions {
  /** tcp: listen for a PDC that sends commands; udp: stream spontaneously to host:port; tcp-out: connect to host:port and stream */
  mode: 'tcp' | 'udp' | 'tcp-out';
  host?: string;
  /** tcp: port to listen on (0 = any); udp, tcp-out: where to send */
  port: number;
}

export interface PmuSim {
  readonly stream: PmuStream;
  /** tcp: the port it listens on */
  readonly port: number;
  close(): Promise<void>;
}

type Send = (b: Uint8Array) => void;

/** Sends the frames due since the last tick (a 20 ms timer; frames keep their own time stamps). */
function pacer(stream: PmuStream, send: () => Send[]): NodeJS.Timeout {
  let next = Math.ceil((Date.now() / 1000) * stream.opts.rate);
  return setInterval(() => {
    const due = Math.floor((Date.now() / 1000) * stream.opts.rate);
    const targets = send();
    // after a stall, skip to the present rather than burst
    if (due - next > stream.opts.rate) next = due;
    for (; next <= due; next++) {
      const frame = stream.dataFrame(next);
      for (const s of targets) s(frame);
    }
  }, 20);
}

/** Answers a PDC's commands: CFG requests, turn data on and off. */
function commandHandler(stream: PmuStream, send: Send, setOn: (on: boolean) => void) {
  return (bytes: Uint8Array) => {
    let f;
    try {
      f = decodeFrame(bytes);
    } catch {
      return;
    }
    if (f.kind !== 'command') return;
    if (f.cmd === CMD.on) setOn(true);
    else if (f.cmd === CMD.off) setOn(false);
    else if (f.cmd === CMD.cfg1 || f.cmd === CMD.cfg2 || f.cmd === CMD.cfg3) send(stream.configFrame());
  };
}

export async function startPmuSim(opts: PmuSimOptions): Promise<PmuSim> {
  const stream = new PmuStream(opts);
  if (opts.mode === 'udp') {
    const sock = dgram.createSocket('udp4');
    const send: Send = (b) => sock.send(b, opts.port, opts.host ?? '127.0.0.1');
    let on = true;
    sock.on(
      'message',
      commandHandler(stream, send, (v) => {
        on = v;
      }),
    );
    sock.on('error', () => {});
    await new Promise<void>((r) => sock.bind(0, r));
    // spontaneous mode: the configuration now and every 5 s, so a listener that starts later learns it
    send(stream.configFrame());
    stream.onSwitch = () => send(stream.configFrame());
    const cfgTimer = setInterval(() => send(stream.configFrame()), 5000);
    const timer = pacer(stream, () => (on ? [send] : []));
    return {
      stream,
      port: sock.address().port,
      close: async () => {
        clearInterval(timer);
        clearInterval(cfgTimer);
        await new Promise<void>((r) => sock.close(() => r()));
      },
    };
  }
  if (opts.mode === 'tcp-out') {
    const sock = net.connect(opts.port, opts.host ?? '127.0.0.1');
    sock.on('error', () => {});
    const send: Send = (b) => {
      if (sock.writable) sock.write(b);
    };
    let on = true;
    const framer = new Framer(
      commandHandler(stream, send, (v) => {
        on = v;
      }),
    );
    sock.on('data', (d) => framer.push(d));
    sock.on('connect', () => send(stream.configFrame()));
    stream.onSwitch = () => send(stream.configFrame());
    const timer = pacer(stream, () => (on && sock.writable && !sock.connecting ? [send] : []));
    return {
      stream,
      port: opts.port,
      close: async () => {
        clearInterval(timer);
        sock.destroy();
      },
    };
  }
  const clients = new Map<net.Socket, { send: Send; on: boolean }>();
  const server = net.createServer((sock) => {
    const c = {
      send: (b: Uint8Array) => {
        if (sock.writable) sock.write(b);
      },
      on: false,
    };
    clients.set(sock, c);
    const framer = new Framer(
      commandHandler(stream, c.send, (v) => {
        c.on = v;
      }),
    );
    sock.on('data', (d) => framer.push(d));
    sock.on('error', () => {});
    sock.on('close', () => clients.delete(sock));
  });
  await new Promise<void>((r) => server.listen(opts.port, opts.host ?? '127.0.0.1', r));
  const timer = pacer(stream, () => [...clients.values()].filter((c) => c.on).map((c) => c.send));
  const port = (server.address() as net.AddressInfo).port;
  return {
    stream,
    port,
    close: async () => {
      clearInterval(timer);
      for (const s of clients.keys()) s.destroy();
      await new Promise<void>((r) => server.close(() => r()));
    },
  };
}
