import type { Readable } from 'node:stream';
import type { Lang } from '../http/lang.js';
import { xlsxStream } from '../http/xlsxStream.js';
import { PROFILE_DICT, QUANTITY_DICT } from './limitSeed.js';
import type { ComplianceReport, ComplianceRow, RowStatus } from './complianceTypes.js';

const STATUS: Record<RowStatus, [string, string]> = {
  pass: ['合格', 'Pass'],
  fail: ['不合格', 'Fail'],
  not_measured: ['未测量', 'Not measured'],
  no_data: ['无数据', 'No data'],
  no_limit: ['无限值', 'No limit'],
};
const pick = (pair: [string, string] | undefined, lang: Lang, fallback: string) => (pair ? pair[lang === 'en' ? 1 : 0] : fallback);
const dictPair = (dict: [string, string, string][], code: string): [string, string] | undefined => {
  const d = dict.find((x) => x[0] === code);
  return d && [d[1], d[2]];
};

export const statusText = (s: RowStatus, lang: Lang) => pick(STATUS[s], lang, s);
export const profileText = (code: string, lang: Lang) => pick(dictPair(PROFILE_DICT, code), lang, code);

/** A row's name: the quantity, with the harmonic order or the interharmonic band (in Hz at 50 Hz). */
export function quantityText(r: ComplianceRow, lang: Lang): string {
  const name = pick(dictPair(QUANTITY_DICT, r.quantity), lang, r.quantity);
  if (r.order !== null) return lang === 'en' ? `${name} h${r.order}` : `${r.order} 次${name}`;
  if (r.band) return `${name} ${r.band[0] * 50}–${r.band[1] * 50} Hz`;
  return name;
}

const round = (v: number | null, d = 4) => (v === null ? '' : Math.round(v * 10 ** d) / 10 ** d);
const COLUMNS: [string, string, string, number][] = [
  ['quantity', '指标', 'Quantity', 30],
  ['unit', '单位', 'Unit', 7],
  ['p95', '95%值', '95 % value', 11],
  ['max', '最大值', 'Maximum', 11],
  ['limit', '95%值限值', 'Limit (95 %)', 12],
  ['limitMax', '最大值限值', 'Limit (max)', 12],
  ['status', '结论', 'Result', 12],
  ['n', '有效区间数', 'Intervals used', 12],
  ['flagged', '标记区间数', 'Flagged intervals', 14],
  ['flaggedShare', '标记占比(%)', 'Flagged (%)', 12],
  ['standard', '标准', 'Standard', 18],
  ['clause', '条款/表', 'Clause / table', 22],
];

const iso = (ms: number) => new Date(ms).toISOString().replace('T', ' ').slice(0, 16);

/** The report as an .xlsx: a heading block (device, profile, period, verdict), then a row per quantity. */
export function complianceXlsx(rep: ComplianceReport, lang: Lang): Readable {
  const en = lang === 'en';
  const cols = COLUMNS.map(([key, zh, e, width]) => ({ key, header: en ? e : zh, width }));
  const head = [
    [en ? 'Device' : '装置', `${rep.equipId} (${rep.equipType}, ${rep.ratedKv} kV)`],
    [en ? 'Profile' : '限值方案', profileText(rep.profile, lang)],
    [en ? 'Period (UTC)' : '时段（UTC）', `${iso(rep.from)} – ${iso(rep.to)}`],
    [en ? 'Result' : '结论', rep.verdict === 'none' ? '—' : statusText(rep.verdict, lang)],
  ].map(([a, b]) => ({ quantity: a, unit: b }));
  const body = rep.rows.map((r) => ({
    quantity: quantityText(r, lang),
    unit: r.unit,
    p95: round(r.p95),
    max: round(r.max),
    limit: r.limit ?? '',
    limitMax: r.limitMax ?? '',
    status: statusText(r.status, lang),
    n: r.n,
    flagged: r.flagged,
    flaggedShare: r.flaggedShare === null ? '' : round(r.flaggedShare * 100, 2),
    standard: r.standard,
    clause: r.clause,
  }));
  return xlsxStream(en ? 'Compliance' : '合规报告', cols, [head, [{}], body]);
}

/** The whole file in memory (a mail attachment: one report, a few kB). */
export async function bufferOf(stream: Readable): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const c of stream) parts.push(Buffer.from(c as Buffer));
  return Buffer.concat(parts);
}
