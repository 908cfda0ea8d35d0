import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

/** What one connection may have queued: answers not yet flushed, and their bytes (env ISPS_HTTP_*). */
export interface ConnectionLimits {
  /** requests being answered or waiting behind one (pipelined) */
  inFlight: number;
  /** bytes of answers written and not yet taken by the peer */
  unreadBytes: number;
}

interface Queue {
  /** the request being answered (0 or 1) */
  active: number;
  /** pipelined requests, each answered once the answer before it has left */
  waiting: (() => void)[];
}
const queueOf = Symbol('isps.pipeline');
type Queued = Socket & { [queueOf]?: Queue };

/**
 * Bounds the work and memory one connection can queue. A client that pipelines requests and never
 * reads the answers had each one answered at once and buffered (100 such connections took the server
 * to 2.9 GB), and while the kernel still took the bytes, built answer after answer for it (20 s of
 * one core for 100 connections). So a connection's requests are answered one at a time: a request
 * that arrives while the one before it is being answered waits until that answer has left, and is
 * then answered on a later turn of the event loop, after what other clients asked meanwhile. A
 * request arriving while `inFlight` are queued, or a waiting one whose turn comes while `unreadBytes`
 * lie unflushed, closes the connection instead, which also frees what it held. Browsers do not
 * pipeline; a reader that keeps up never comes near.
 */
export class ConnectionGuard {
  /** connections closed for holding too much */
  dropped = 0;

  constructor(private readonly limits: ConnectionLimits) {}

  /** `handle` now, later (pipelined), or never when the connection was closed instead */
  admit(req: IncomingMessage, res: ServerResponse, handle: () => void): void {
    const socket = req.socket as Queued;
    const q = (socket[queueOf] ??= { active: 0, waiting: [] });
    if (q.active + q.waiting.length >= this.limits.inFlight) return this.drop(socket, q);
    const run = () => {
      q.active++;
      // 'close' comes once the answer is flushed, or with the connection
      res.once('close', () => {
        q.active--;
        if (q.waiting.length > 0) setImmediate(() => this.next(socket, q));
      });
      handle();
    };
    if (q.active === 0 && q.waiting.length === 0) run();
    else q.waiting.push(run);
  }

  private next(socket: Socket, q: Queue): void {
    if (socket.destroyed) q.waiting.length = 0;
    else if (socket.writableLength > this.limits.unreadBytes) this.drop(socket, q);
    else if (q.active === 0) q.waiting.shift()?.();
  }

  private drop(socket: Socket, q: Queue): void {
    // the rest of its chunk's requests come here too: the connection counts once
    if (!socket.destroyed) this.dropped++;
    q.waiting.length = 0;
    socket.destroy();
  }
}
