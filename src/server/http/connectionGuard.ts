import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

/** What one connection may have queued: answers not yet flushed, and their bytes (env ISPS_HTTP_*). */
export interface ConnectionLimits {
  /** requests answered or being answered whose bytes have not left (pipelined behind each other) */
  inFlight: number;
  /** bytes of answers written and not yet read by the peer */
  unreadBytes: number;
}

const inFlight = Symbol('isps.inFlight');
type Counted = Socket & { [inFlight]?: number };

/**
 * Bounds the work and memory one connection can queue: a client that pipelines requests and never
 * reads the answers would otherwise have each answered and buffered (100 such connections took the
 * server to 2.9 GB). Node pauses reading between chunks once the socket needs draining, but one chunk
 * may hold dozens of requests; so a request that arrives while its connection already holds
 * `inFlight` unflushed answers, or two or more with `unreadBytes` queued, is not answered: the connection is closed,
 * which also frees what it held. Browsers do not pipeline; a reader that keeps up never comes near.
 */
export class ConnectionGuard {
  /** connections closed for holding too much */
  dropped = 0;

  constructor(private readonly limits: ConnectionLimits) {}

  /** false when the request's connection was closed instead (the request must not be handled) */
  admit(req: IncomingMessage, res: ServerResponse): boolean {
    const socket = req.socket as Counted;
    const held = socket[inFlight] ?? 0;
    // Bytes count only behind a second answer: a client that reads has at most the previous one in
    // flight, and its last bytes may still show as unwritten for a moment after the client read them
    // (the write's callback runs after the next request is parsed), which one large answer exceeds.
    if (held >= this.limits.inFlight || (held >= 2 && socket.writableLength > this.limits.unreadBytes)) {
      // the rest of its chunk's requests come here too: the connection counts once
      if (!socket.destroyed) this.dropped++;
      socket.destroy();
      return false;
    }
    socket[inFlight] = held + 1;
    // 'close' comes once the answer is flushed, or with the connection: either way it no longer counts
    res.once('close', () => {
      socket[inFlight]!--;
    });
    return true;
  }
}
