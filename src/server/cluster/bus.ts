import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * Tells every server process that shared state changed (sessions, dictionaries), so caches
 * drop at once instead of at their TTL; and carries small messages to every process (live
 * notifications). One process (PGlite): local only. PostgreSQL: LISTEN/NOTIFY on one channel.
 * A process also hears its own notices: harmless for invalidations, and skipped for messages
 * (delivered locally at once).
 */
export interface Bus {
  publish(topic: string): void;
  on(topic: string, fn: () => void): void;
  /** `data` to the handlers of `topic` in every process, this one included, once each (≤ MAX_MESSAGE bytes) */
  send(topic: string, data: string): void;
  onMessage(topic: string, fn: (data: string) => void): void;
  close(): Promise<void>;
}

const CHANNEL = 'isps_bus';
/** NOTIFY payloads must stay under 8000 bytes; callers split larger messages. */
export const MAX_MESSAGE = 7000;
/** invalidations travel as the bare topic; messages as SEP topic SEP origin SEP data */
const SEP = '\u0001';

export function localBus(): Bus {
  const handlers = new Map<string, (() => void)[]>();
  const messages = new Map<string, ((data: string) => void)[]>();
  return {
    publish: (topic) => handlers.get(topic)?.forEach((fn) => fn()),
    on: (topic, fn) => void handlers.set(topic, [...(handlers.get(topic) ?? []), fn]),
    send: (topic, data) => messages.get(topic)?.forEach((fn) => fn(data)),
    onMessage: (topic, fn) => void messages.set(topic, [...(messages.get(topic) ?? []), fn]),
    close: async () => {},
  };
}

export async function postgresBus(url: string): Promise<Bus> {
  const local = localBus();
  const origin = randomBytes(8).toString('hex');
  const listener = new pg.Client({ connectionString: url });
  await listener.connect();
  await listener.query(`listen ${CHANNEL}`);
  listener.on('notification', (n) => {
    if (n.channel !== CHANNEL || !n.payload) return;
    if (!n.payload.startsWith(SEP)) return local.publish(n.payload);
    const [, topic, from, ...rest] = n.payload.split(SEP);
    if (from !== origin) local.send(topic, rest.join(SEP));
  });
  listener.on('error', () => {
    /* the next publish still invalidates locally; caches expire by TTL */
  });
  const notify = (payload: string): void => {
    listener.query('select pg_notify($1, $2)', [CHANNEL, payload]).catch(() => {
      /* as for listener errors: local subscribers have it, other processes' caches expire by TTL */
    });
  };
  return {
    publish(topic) {
      local.publish(topic);
      notify(topic);
    },
    on: local.on,
    send(topic, data) {
      const payload = `${SEP}${topic}${SEP}${origin}${SEP}${data}`;
      if (Buffer.byteLength(payload) > MAX_MESSAGE + 100) throw new Error(`bus message on ${topic} too long for NOTIFY`);
      local.send(topic, data);
      notify(payload);
    },
    onMessage: local.onMessage,
    close: () => listener.end(),
  };
}
