import { CPU_GOAL, cpuPasses, own } from './cpuPerRequest.js';
import { table, type Row } from './report.js';

const ms = (n: number) => n.toFixed(3);
const pct = (x: number) => `${Math.round(x * 100)}%`;

/**
 * One row per route: the server's own CPU per request (main thread + helper threads) against the raw loop behind
 * node:http (the judged floor: it answers the same requests over the same sockets) and against the raw loop alone;
 * the embedded database's thread and the throughput ratio as information.
 */
export function cpuTable(rows: Row[]): string {
  const head = [
    'endpoint',
    'ISPS CPU ms/req (main + helpers)',
    'floor: raw loop behind node:http, CPU ms/req',
    'CPU ratio to the floor',
    'by round',
    'raw loop alone CPU ms/req (ISPS ratio to it)',
    'DB thread ms/req ISPS / raw',
    'throughput vs raw',
    'goal',
    'pass/fail',
  ];
  const body = rows
    .filter((r) => r.cpu)
    .map(({ endpoint, cpu, result }) => {
      const c = cpu!;
      const pass = cpuPasses(c);
      return [
        endpoint.key,
        `${ms(own(c.isps))} (${ms(c.isps.main)} + ${ms(c.isps.helpers)})`,
        `${ms(own(c.floor))} (${ms(c.floor.main)} + ${ms(c.floor.helpers)})`,
        `${c.floorRatio.toFixed(2)}×`,
        c.rounds.map((r) => `${(own(r.isps) / own(r.floor)).toFixed(2)}`).join(', '),
        `${ms(own(c.raw))} (${c.ratio.toFixed(2)}×)`,
        `${ms(c.isps.database)} / ${ms(c.raw.database)}`,
        pct(result.vsRaw),
        `≤${CPU_GOAL}×`,
        pass ? 'pass' : 'FAIL',
      ];
    });
  return table(head, body, [false, true, true, true, true, true, true, true, false, false]);
}
