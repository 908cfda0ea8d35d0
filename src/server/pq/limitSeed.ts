import { newId } from '#shared/ids.js';
import { nowText } from '../crud/records.js';
import type { DB } from '../db/types.js';

export const LIMITS_TABLE = 'isps_pq_limit_profile';

/** [profile, quantity, kV above, kV up to, order from, order to, parity, limit of the 95 % value, limit of the max, unit, standard, clause, note] */
type Limit = [string, string, number, number, number | null, number | null, string, number, number | null, string, string, string, string];

const GB15945 = 'GB/T 15945-2008';
const GB12325 = 'GB/T 12325-2008';
const GB14549 = 'GB/T 14549-1993';
const GB24337 = 'GB/T 24337-2009';
const EN = 'EN 50160:2010';
const IEEE = 'IEEE 519-2022';
const THD_NOTE = '95 % 概率值（GB/T 14549 第 6 章：测量时段内实测值的 95 % 概率值）';

/** GB/T 14549-1993 表 1 (公用电网谐波电压（相电压）限值): [kV above, up to, THD, odd, even] */
const GB_HARMONICS: [number, number, number, number, number][] = [
  [0, 1, 5.0, 4.0, 2.0], // 0.38 kV
  [1, 20, 4.0, 3.2, 1.6], // 6, 10 kV
  [20, 66, 3.0, 2.4, 1.2], // 35, 66 kV
  [66, 2000, 2.0, 1.6, 0.8], // 110 kV (220 kV and above: the 110 kV row, the table stops there)
];
/** IEEE 519-2022 Table 1 (voltage distortion limits): [kV above, up to, individual harmonic, THD] */
const IEEE_LEVELS: [number, number, number, number][] = [
  [0, 1, 5.0, 8.0],
  [1, 69, 3.0, 5.0],
  [69, 161, 1.5, 2.5],
  [161, 2000, 1.0, 1.5],
];
/** EN 50160:2010 Table 1 (LV, 4.2.5) = the MV table (5.2.5) for orders 2–25: % of the fundamental; even orders 6–24: 0.5 % */
const EN_ORDERS: Record<number, number> = { 2: 2, 3: 5, 4: 1, 5: 6, 7: 5, 9: 1.5, 11: 3.5, 13: 3, 15: 0.5, 17: 2, 19: 1.5, 21: 0.5, 23: 1.5, 25: 1.5 };

/** The seeded limit profiles: every value with its standard and table or clause. */
export const SEED_LIMITS: Limit[] = [
  ['gb', 'freq_dev', 0, 2000, null, null, '', 0.2, 0.2, 'Hz', GB15945, '第 4 章 频率偏差限值', '正常运行 ±0.2 Hz；系统容量较小时可放宽到 ±0.5 Hz'],
  ['gb', 'volt_dev', 0, 20, null, null, '', 7, null, '%', GB12325, '4.2', '20 kV 及以下三相供电：标称电压的 ±7 %'],
  [
    'gb',
    'volt_dev_span',
    20,
    2000,
    null,
    null,
    '',
    10,
    null,
    '%',
    GB12325,
    '4.1',
    '35 kV 及以上：正、负偏差绝对值之和 ≤ 10 %；上下偏差同号时按较大的偏差绝对值衡量',
  ],
  ...GB_HARMONICS.flatMap(([lo, hi, thd, odd, even]): Limit[] => [
    ['gb', 'thd', lo, hi, null, null, '', thd, null, '%', GB14549, '第 4 章 表 1', THD_NOTE],
    ['gb', 'harmonic', lo, hi, 3, 25, 'odd', odd, null, '%', GB14549, '第 4 章 表 1（奇次）', THD_NOTE],
    ['gb', 'harmonic', lo, hi, 2, 24, 'even', even, null, '%', GB14549, '第 4 章 表 1（偶次）', THD_NOTE],
  ]),
  ['gb', 'interharmonic', 0, 1, 0, 2, '', 0.2, null, '%', GB24337, '4.1 表 1（<100 Hz）', '1000 V 及以下，各次间谐波电压含有率'],
  ['gb', 'interharmonic', 0, 1, 2, 16, '', 0.5, null, '%', GB24337, '4.1 表 1（100–800 Hz）', '1000 V 及以下，各次间谐波电压含有率'],
  ['gb', 'interharmonic', 1, 2000, 0, 2, '', 0.16, null, '%', GB24337, '4.1 表 1（<100 Hz）', '1000 V 以上，各次间谐波电压含有率'],
  ['gb', 'interharmonic', 1, 2000, 2, 16, '', 0.4, null, '%', GB24337, '4.1 表 1（100–800 Hz）', '1000 V 以上，各次间谐波电压含有率'],
  ['gb', 'unbalance', 0, 2000, null, null, '', 2, 4, '%', 'GB/T 15543-2008', '4.1', '负序电压不平衡度：正常运行 2 %（95 % 值），短时不得超过 4 %（最大值）'],
  ['gb', 'plt', 0, 110, null, null, '', 1, 1, '', 'GB/T 12326-2008', '4.2 表 2', '≤110 kV：一周内所有长时间闪变值 Plt ≤ 1'],
  ['gb', 'plt', 110, 2000, null, null, '', 0.8, 0.8, '', 'GB/T 12326-2008', '4.2 表 2', '>110 kV：一周内所有长时间闪变值 Plt ≤ 0.8'],
  [
    'en50160',
    'freq_dev',
    0,
    36,
    null,
    null,
    '',
    0.5,
    2,
    'Hz',
    EN,
    '4.2.1 / 5.2.1',
    '50 Hz ±1 % during 99.5 % of a year (checked here on the 95 % value); +4 %/−6 % always: the tighter +2 Hz on |Δf|',
  ],
  ['en50160', 'volt_dev', 0, 36, null, null, '', 10, null, '%', EN, '4.2.2 / 5.2.2', '±10 % of Un for 95 % of the 10-min means of a week'],
  ['en50160', 'thd', 0, 36, null, null, '', 8, null, '%', EN, '4.2.5 / 5.2.5', 'THD ≤ 8 % (orders up to 40) for 95 % of the 10-min values of a week'],
  ...Array.from({ length: 24 }, (_, i): Limit => {
    const h = i + 2;
    return ['en50160', 'harmonic', 0, 36, h, h, '', EN_ORDERS[h] ?? 0.5, null, '%', EN, '4.2.5 表 1 / 5.2.5', '95 % of the 10-min values of a week'];
  }),
  [
    'en50160',
    'unbalance',
    0,
    36,
    null,
    null,
    '',
    2,
    null,
    '%',
    EN,
    '4.2.4 / 5.2.4',
    'negative / positive sequence ≤ 2 % for 95 % of a week (up to 3 % in some areas)',
  ],
  ['en50160', 'plt', 0, 36, null, null, '', 1, null, '', EN, '4.2.3 / 5.2.3', 'Plt ≤ 1 for 95 % of the time'],
  ...IEEE_LEVELS.flatMap(([lo, hi, each, thd]): Limit[] => [
    [
      'ieee519',
      'thd',
      lo,
      hi,
      null,
      null,
      '',
      thd,
      null,
      '%',
      IEEE,
      '5.1 Table 1',
      'weekly 95th percentile of the 10-min values (99th percentile of 3 s values ≤ 1.5× is not checked)',
    ],
    ['ieee519', 'harmonic', lo, hi, 2, 25, '', each, null, '%', IEEE, '5.1 Table 1', 'individual harmonic, weekly 95th percentile of the 10-min values'],
  ]),
];

export const PROFILE_DICT: [string, string, string][] = [
  ['gb', '国家标准 GB/T', 'Chinese national standards (GB/T)'],
  ['en50160', 'EN 50160', 'EN 50160'],
  ['ieee519', 'IEEE 519', 'IEEE 519'],
];
export const QUANTITY_DICT: [string, string, string][] = [
  ['freq_dev', '频率偏差', 'Frequency deviation'],
  ['volt_dev', '供电电压偏差', 'Supply voltage deviation'],
  ['volt_dev_span', '电压正负偏差绝对值之和', 'Voltage deviation span (|+| + |−|)'],
  ['thd', '电压总谐波畸变率', 'Voltage THD'],
  ['harmonic', '谐波电压含有率', 'Harmonic voltage'],
  ['interharmonic', '间谐波电压含有率', 'Interharmonic voltage'],
  ['unbalance', '三相电压不平衡度', 'Voltage unbalance'],
  ['plt', '长时间闪变 Plt', 'Long-term flicker Plt'],
];
export const PARITY_DICT: [string, string, string][] = [
  ['odd', '奇次', 'Odd'],
  ['even', '偶次', 'Even'],
];

/** Seed step "pq-limits-v1": the profiles above (an existing database gets them once, a user's edits are never overwritten). */
export async function seedPqLimits(trx: DB): Promise<void> {
  const audit = { create_by: 'system', create_time: nowText() };
  for (const [profile, quantity, kvFrom, kvTo, orderFrom, orderTo, parity, limit, limitMax, unit, standard, clause, note] of SEED_LIMITS)
    await trx
      .insertInto(LIMITS_TABLE)
      .values({
        id: newId(),
        profile,
        quantity,
        kv_from: kvFrom,
        kv_to: kvTo,
        order_from: orderFrom,
        order_to: orderTo,
        parity: parity || null,
        limit_value: limit,
        limit_max: limitMax,
        unit,
        standard,
        clause,
        description: note,
        ...audit,
      })
      .execute();
}
