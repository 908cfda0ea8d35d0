import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const WIDE_ENTITY = 'bench_wide';
export const WIDE_PATH = '/isystem/benchWide';
const COLUMNS = 30;

/** A copy of schemas/ plus a 30-column entity (text, numbers, dictionaries, dates, long text), for the render bench. */
export function wideSchemasDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'isps-bench-schemas-'));
  for (const f of fs.readdirSync('schemas')) fs.copyFileSync(path.join('schemas', f), path.join(dir, f));
  const kinds = [
    { type: 'string', maxLength: 100 },
    { type: 'integer' },
    { type: 'integer', dict: 'sex' },
    { type: 'datetime' },
    { type: 'string', maxLength: 500 },
    { type: 'number' },
  ];
  const fields: Record<string, unknown> = {};
  for (let i = 0; i < COLUMNS; i += 1) {
    fields[`c${i}`] = {
      ...kinds[i % kinds.length],
      title: { zh: `列${i}`, en: `Column ${i}` },
      list: true,
      sort: i % 5 === 0,
      ...(i < 6 ? { query: 'eq' } : {}),
    };
  }
  const schema = {
    entity: WIDE_ENTITY,
    api: '/bench/wide',
    permission: 'benchWide',
    title: { zh: '宽表', en: 'Wide table' },
    menu: { parent: '/isystem', path: WIDE_PATH, component: `schema/${WIDE_ENTITY}` },
    orderBy: 'c1 asc',
    page: { pageSize: 100 },
    fields,
  };
  fs.writeFileSync(path.join(dir, `${WIDE_ENTITY}.json`), JSON.stringify(schema));
  return dir;
}

/** One record's values for the wide entity. */
export function wideRow(n: number): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  for (let i = 0; i < COLUMNS; i += 1) {
    const k = i % 6;
    row[`c${i}`] =
      k === 0
        ? `测点-${n}-${i}`
        : k === 1
          ? n * 1000 + i
          : k === 2
            ? (n % 2) + 1
            : k === 3
              ? `2026-0${(n % 9) + 1}-1${n % 10} 12:00:00`
              : k === 4
                ? `电压暂降事件记录 ${n}：持续时间 ${n % 300} ms，残余电压 ${(n % 90) + 10}% ，已归档`
                : (n * 1.5 + i) / 7;
  }
  return row;
}
