import { CPU_GOAL, own } from './cpuPerRequest.js';
import { table, type Row } from './report.js';

const ms = (n: number) => n.toFixed(3);
const pct = (x: number) => `${Math.round(x * 100)}%`;

/**
 * One row per route: the server's own CPU per request (main thread + helper threads) against the
 * raw loop's, their ratio and the goal; the embedded database's thread and the throughput ratio as
 * information.
 */
export function cpuTable(rows: Row[]): string {
  const head = [
    'endpoint',
    'ISPS CPU ms/req (main + helpers)',
    'raw CPU ms/req (main + helpers)',
    'CPU ratio',
    'DB thread ms/req ISPS / raw',
    'CPU ratio by round',
    'throughput vs raw',
    'goal',
    'pass/fail',
  ];
  const body = rows
    .filter((r) => r.cpu)
    .map(({ endpoint, cpu, result }) => {
      const c = cpu!;
      const pass = c.ratio <= CPU_GOAL && c.rounds.every((r) => !r.failures);
      return [
        endpoint.key,
        `${ms(own(c.isps))} (${ms(c.isps.main)} + ${ms(c.isps.helpers)})`,
        `${ms(own(c.raw))} (${ms(c.raw.main)} + ${ms(c.raw.helpers)})`,
        `${c.ratio.toFixed(2)}×`,
        `${ms(c.isps.database)} / ${ms(c.raw.database)}`,
        c.rounds.map((r) => `${(own(r.isps) / own(r.raw)).toFixed(2)}`).join(', '),
        pct(result.vsRaw),
        `≤${CPU_GOAL}×`,
        pass ? 'pass' : 'FAIL',
      ];
    });
  return table(head, body, [false, true, true, true, true, true, true, false, false]);
}
