import type { Endpoint } from './endpoints.js';
import type { EndpointResult } from './measure.js';
import { CPU_GOAL, CPU_KEYS, cpuPasses, type CpuResult } from './cpuPerRequest.js';

/** Endpoints without a CPU goal (login): at least this share of their raw SQL's rate. */
export const RAW_GOAL = 0.8;

export interface Row {
  db: string;
  endpoint: Endpoint;
  result: EndpointResult;
  /** statements one warm ISPS request sends (first request of the cycle) */
  statements: number;
  /** CPU per request against the raw loop (list, dictionary, permission) */
  cpu?: CpuResult;
}

/**
 * Goals per endpoint. The list, dictionary and permission routes are held to their CPU per request against the raw
 * loop behind node:http; their throughput ratios (to raw SQL, to bare Fastify), which two cores shared with the load
 * generator and the database decide, are information. Login is held to its raw SQL's rate.
 */
export function verdict({ endpoint, result: r, cpu }: Row): { goal: string; pass: boolean; failed: string[] } {
  const checks: [string, boolean][] = [];
  if (CPU_KEYS.includes(endpoint.key)) checks.push([`CPU ≤${CPU_GOAL}× the HTTP floor`, !!cpu && cpuPasses(cpu)]);
  else checks.push([`≥${RAW_GOAL * 100}% raw`, r.vsRaw >= RAW_GOAL]);
  const goal = checks.map(([g]) => g).join(', ');
  const errors = r.isps.failures + r.raw.failures + r.bare.failures;
  if (errors) checks.push([`${errors} failed requests`, false]);
  const failed = checks.filter(([, ok]) => !ok).map(([g]) => g);
  return { goal, pass: !failed.length, failed };
}

const rate = (n: number) => (n >= 100 ? Math.round(n).toLocaleString('en-US') : n.toFixed(1));
const ms = (n: number) => (n >= 10 ? n.toFixed(0) : n.toFixed(1));
const pct = (x: number) => `${Math.round(x * 100)}%`;

/** A Markdown table with aligned columns (numbers right-aligned). */
export function table(head: string[], rows: string[][], rightAlign: boolean[]): string {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const cell = (s: string, i: number) => (rightAlign[i] ? s.padStart(widths[i]) : s.padEnd(widths[i]));
  const line = (cells: string[]) => `| ${cells.map(cell).join(' | ')} |`;
  const rule = `|${widths.map((w, i) => (rightAlign[i] ? `${'-'.repeat(w + 1)}:` : '-'.repeat(w + 2))).join('|')}|`;
  return [line(head), rule, ...rows.map(line)].join('\n');
}

export function resultTable(rows: Row[]): string {
  const head = ['endpoint', 'ISPS req/s', 'p99 ms', 'raw SQL req/s', 'ratio vs raw', 'bare Fastify req/s', 'ratio vs bare', 'goal', 'pass/fail'];
  const body = rows.map((row) => {
    const { result: r } = row;
    const v = verdict(row);
    return [
      row.endpoint.label,
      rate(r.isps.rps),
      ms(r.isps.p99),
      rate(r.raw.rps),
      pct(r.vsRaw),
      rate(r.bare.rps),
      pct(r.vsBare),
      v.goal,
      v.pass ? 'pass' : `FAIL (${v.failed.join(', ')})`,
    ];
  });
  return table(head, body, [false, true, true, true, true, true, true, false, false]);
}

/** p99 of all three, and every round's rate, to judge the noise. */
export function detailTable(rows: Row[]): string {
  const head = [
    'endpoint',
    'p99 ms ISPS / raw / bare',
    'ISPS req/s by round',
    'raw req/s by round',
    'bare req/s by round',
    'SQL per request ISPS / raw',
    'raw baseline',
  ];
  const rounds = (s: EndpointResult['isps']) => s.rounds.map((x) => rate(x.rps)).join(', ');
  const body = rows.map(({ endpoint, result: r, statements }) => [
    endpoint.key,
    `${ms(r.isps.p99)} / ${ms(r.raw.p99)} / ${ms(r.bare.p99)}`,
    rounds(r.isps),
    rounds(r.raw),
    rounds(r.bare),
    `${statements} / ${endpoint.statements.length}`,
    endpoint.rawNote,
  ]);
  return table(head, body, [false, true, true, true, true, true, false]);
}
