import type { SocketMessage } from './types.js';

export const RECONNECT_MS = 5000;
export const HEARTBEAT_MS = 20_000;

/** The parts of the browser WebSocket the client uses (a fake one in tests). */
export interface SocketLike {
  onopen: ((ev: unknown) => void) | null;
  onmessage: ((ev: { data: unknown }) => void) | null;
  onerror: ((ev: unknown) => void) | null;
  onclose: ((ev: unknown) => void) | null;
  send(data: string): void;
  close(): void;
}

export interface SocketOptions {
  url: string;
  token: string;
  onMessage(m: SocketMessage): void;
  create?: (url: string, protocol: string) => SocketLike;
  /** JeecgBoot defines a 20 s heartbeat but never starts it (spec §4); on when asked */
  heartbeat?: boolean;
}

/**
 * Kept rather than ahooks' useWebSocket: that hook gives up after reconnectLimit tries and knows no
 * heartbeat; the bell retries every 5 s for as long as the page is open, and notifyClient.test drives
 * this client with a fake socket.
 *
 * One socket per user: the token as the subprotocol, a reconnect 5 s after an error or close,
 * guarded so an error followed by a close schedules one reconnect, not two.
 */
export function openSocket(o: SocketOptions): { close(): void } {
  const create = o.create ?? ((url, protocol) => new WebSocket(url, protocol) as unknown as SocketLike);
  let ws: SocketLike | null = null;
  let reconnecting: ReturnType<typeof setTimeout> | null = null;
  let beat: ReturnType<typeof setInterval> | null = null;
  let stopped = false;
  const reconnect = () => {
    if (stopped || reconnecting) return;
    if (beat) clearInterval(beat);
    reconnecting = setTimeout(() => {
      reconnecting = null;
      connect();
    }, RECONNECT_MS);
  };
  const connect = () => {
    try {
      ws = create(o.url, o.token);
    } catch {
      reconnect();
      return;
    }
    ws.onopen = () => {
      if (o.heartbeat) beat = setInterval(() => ws?.send(JSON.stringify({ cmd: 'heartcheck' })), HEARTBEAT_MS);
    };
    ws.onmessage = (ev) => {
      try {
        const m = JSON.parse(String(ev.data)) as SocketMessage;
        if (m && typeof m.cmd === 'string') o.onMessage(m);
      } catch {
        /* not ours */
      }
    };
    ws.onerror = reconnect;
    ws.onclose = reconnect;
  };
  connect();
  return {
    close() {
      stopped = true;
      if (reconnecting) clearTimeout(reconnecting);
      if (beat) clearInterval(beat);
      ws?.close();
    },
  };
}

/** ws(s)://host{apiBase}/websocket/{userId} */
export const socketUrl = (apiBase: string, userId: string, loc: { protocol: string; host: string } = window.location) =>
  `${loc.protocol === 'https:' ? 'wss' : 'ws'}://${loc.host}${apiBase}/websocket/${encodeURIComponent(userId)}`;
