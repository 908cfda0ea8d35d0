import { newId } from '#shared/ids.js';
import type { DbKind } from './options.js';
import { benchPostgres } from './postgres.js';
import { COMPLIANCE_GOAL_MS, seedComplianceWeek } from './pqComplianceBench.js';
import { table } from './report.js';
import { ADMIN_PASSWORD, startIsps } from './server.js';
import { median } from './stats.js';

/** Goal (issue 35): the ITIC scatter of 10,000 events answers in under a second (the compliance report's: pqComplianceBench.ts). */
export const ITIC_GOAL_MS = 1000;
const EVENTS = 10_000;
const DEVICES = 20;
const RUNS = 9;

export interface PqBenchRow {
  db: DbKind;
  name: string;
  ms: number;
  goal: number | null;
}

/**
 * 10,000 dips and swells of 20 devices over 30 days written into isps_pq_event, then the ITIC / SEMI
 * scatter of all of them (classification included), of one device, and the monthly SARFI, each the
 * median of 9 requests over loopback HTTP to the ISPS server in this process.
 */
export async function benchPq(kind: DbKind): Promise<PqBenchRow[]> {
  const pg = kind === 'pg' ? await benchPostgres() : undefined;
  const server = await startIsps(pg?.url);
  try {
    const api = `${server.origin}${server.apiBase}`;
    const login = await fetch(`${api}/sys/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }),
    });
    const headers = { 'X-Access-Token': ((await login.json()) as { result: { token: string } }).result.token };
    const now = Date.now();
    const rows = Array.from({ length: EVENTS }, (_, i) => {
      const swell = i % 5 === 0;
      return {
        id: newId(),
        equip_id: `BENCH-${i % DEVICES}`,
        equip_type: 'SMD-C',
        phase: 'A',
        kind: swell ? 'voltage_swell' : 'voltage_sag',
        severity: 'M',
        start_ms: now - Math.floor(((i * 7919) % EVENTS) * 259.2 * 1000),
        duration_ms: 10 + ((i * 104_729) % 3000),
        extreme: swell ? 110 + (i % 60) : 5 + ((i * 31) % 85),
        capture: 'none',
      };
    });
    for (let i = 0; i < rows.length; i += 1000)
      await server.ctx.db
        .insertInto('isps_pq_event')
        .values(rows.slice(i, i + 1000))
        .execute();
    const time = async (url: string) => {
      const ms: number[] = [];
      let n = 0;
      for (let i = 0; i < RUNS; i++) {
        const t0 = performance.now();
        const body = (await (await fetch(`${api}${url}`, { headers })).json()) as { success: boolean; message: string; result: { duration?: number[] } };
        ms.push(performance.now() - t0);
        if (!body.success) throw new Error(`${url}: ${body.message}`);
        n = body.result.duration?.length ?? n;
      }
      return { ms: median(ms), n };
    };
    const all = await time('/pq/itic');
    if (all.n < EVENTS - 200) throw new Error(`the scatter drew ${all.n} events, not ~${EVENTS}`); // the demo's seeded events come on top
    const one = await time('/pq/itic?equipId=BENCH-3');
    const sarfi = await time('/pq/sarfi?period=month');
    const compliance = await time(await seedComplianceWeek(server.ctx.db));
    return [
      { db: kind, name: `ITIC / SEMI scatter of all ${all.n.toLocaleString('en-US')} dips and swells, with the counts`, ms: all.ms, goal: ITIC_GOAL_MS },
      { db: kind, name: `the same for one device (${one.n} events)`, ms: one.ms, goal: ITIC_GOAL_MS },
      { db: kind, name: 'SARFI-90/70/50/10 per device and month', ms: sarfi.ms, goal: null },
      { db: kind, name: "a week's compliance report of one SMD-L device (1,008 intervals, 5 records)", ms: compliance.ms, goal: COMPLIANCE_GOAL_MS },
    ];
  } finally {
    await server.close();
    await pg?.stop();
  }
}

export const pqOk = (rows: PqBenchRow[]) => rows.every((r) => r.goal === null || r.ms <= r.goal);

export function pqTable(rows: PqBenchRow[]): string {
  const body = rows.map((r) => [
    r.db === 'pg' ? 'PostgreSQL' : 'PGlite',
    r.name,
    `${r.ms.toFixed(0)} ms`,
    r.goal === null ? '—' : `< ${r.goal} ms`,
    r.goal === null ? '—' : r.ms <= r.goal ? 'pass' : 'FAIL',
  ]);
  return table(['database', `power quality, ${EVENTS.toLocaleString('en-US')} events (median of ${RUNS})`, 'took', 'goal', 'pass/fail'], body, [
    false,
    false,
    true,
    false,
    false,
  ]);
}
