import pg from 'pg';

/**
 * Tells every server process that shared state changed (sessions, dictionaries), so caches
 * drop at once instead of at their TTL. One process (PGlite): local only. PostgreSQL:
 * LISTEN/NOTIFY on one channel; a process also hears its own notices, which is harmless.
 */
export interface Bus {
  publish(topic: string): void;
  on(topic: string, fn: () => void): void;
  close(): Promise<void>;
}

const CHANNEL = 'isps_bus';

export function localBus(): Bus {
  const handlers = new Map<string, (() => void)[]>();
  return {
    publish: (topic) => handlers.get(topic)?.forEach((fn) => fn()),
    on: (topic, fn) => void handlers.set(topic, [...(handlers.get(topic) ?? []), fn]),
    close: async () => {},
  };
}

export async function postgresBus(url: string): Promise<Bus> {
  const local = localBus();
  const listener = new pg.Client({ connectionString: url });
  await listener.connect();
  await listener.query(`listen ${CHANNEL}`);
  listener.on('notification', (n) => n.channel === CHANNEL && n.payload && local.publish(n.payload));
  listener.on('error', () => { /* the next publish still invalidates locally; caches expire by TTL */ });
  return {
    publish(topic) {
      local.publish(topic);
      listener.query('select pg_notify($1, $2)', [CHANNEL, topic]).catch(() => {});
    },
    on: local.on,
    close: () => listener.end(),
  };
}
