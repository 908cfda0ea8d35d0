import pg from 'pg';

/** Where a data source points: a URL, or host/port/database; user and password may override the URL's. */
export interface Target {
  dbUrl?: string | null;
  dbHost?: string | null;
  dbPort?: number | null;
  dbName?: string | null;
  dbUsername?: string | null;
  dbPassword?: string | null;
}

export const URL_PATTERN = /^(jdbc:)?postgres(ql)?:\/\/\S+$/;
export const CONNECT_TIMEOUT_MS = 5000;

/** pg's options for a target (JeecgBoot's jdbc:postgresql:// URLs are accepted as they are). */
export function clientConfig(t: Target): pg.ClientConfig {
  const cfg: pg.ClientConfig = t.dbUrl
    ? { connectionString: t.dbUrl.replace(/^jdbc:/, '') }
    : { host: t.dbHost ?? undefined, port: t.dbPort ?? 5432, database: t.dbName ?? undefined };
  if (t.dbUrl && t.dbName) cfg.database = t.dbName;
  if (t.dbUsername) cfg.user = t.dbUsername;
  if (t.dbPassword) cfg.password = t.dbPassword;
  return {
    ...cfg,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    query_timeout: CONNECT_TIMEOUT_MS,
    statement_timeout: CONNECT_TIMEOUT_MS,
    application_name: 'isps-datasource-test',
  };
}

/** The driver's own words; a refused "localhost" (IPv4 and IPv6) comes as an AggregateError without a message. */
function messageOf(err: unknown): string {
  const e = err as { message?: string; code?: string; errors?: { message?: string }[] };
  return (
    e?.message ||
    e?.errors
      ?.map((x) => x.message)
      .filter(Boolean)
      .join('; ') ||
    e?.code ||
    String(err)
  );
}

export type TestResult = { ok: true; version: string } | { ok: false; message: string };

/** Connects for real, asks the server's version and disconnects; any failure is the driver's message, never a throw. */
export async function testConnection(t: Target): Promise<TestResult> {
  let client: pg.Client | undefined;
  try {
    client = new pg.Client(clientConfig(t));
    client.on('error', () => {}); // a server that drops the link after connect must not crash the process
    await client.connect();
    const r = await client.query<{ v: string }>('select version() as v');
    return { ok: true, version: String(r.rows[0]?.v ?? '') };
  } catch (err) {
    return { ok: false, message: messageOf(err) };
  } finally {
    await client?.end().catch(() => {});
  }
}
