import { badRequest } from '../http/errors.js';
import { FILE_TYPES, LIMITS, type AnalogChannel, type CfgTime, type ComtradeRecord, type DigitalChannel, type FileType } from './types.js';

/** The cfg without its samples; `parseDat` adds them. */
export type CfgPart = Omit<ComtradeRecord, 'samples' | 'hdr' | 'inf'> & {
  /** samples the data file holds: the last endsamp */
  total: number;
};

/** DOS end-of-file characters (0x1A) some recorders leave after the text. */
const SUB_TAIL = new RegExp(`${String.fromCharCode(0x1a)}+\\s*$`);

const bad = (line: number, what: string) => badRequest(`COMTRADE 配置文件 (.cfg) 第 ${line} 行：${what}`, 'file');

/** Text of a cfg, hdr or inf: UTF-8 when it is valid UTF-8, else Latin-1; a trailing SUB (0x1A) and BOM dropped. */
export function decodeText(b: Buffer): string {
  let s: string;
  try {
    s = new TextDecoder('utf-8', { fatal: true }).decode(b);
  } catch {
    s = b.toString('latin1');
  }
  return s.replace(/^\uFEFF/, '').replace(SUB_TAIL, '');
}

/** Time codes: "0", "+8", "-5h30", "+10h30" → minutes east of UTC; null when not one. */
export function minutesOf(code: string): number | null {
  const m = /^([+-]?)(\d{1,2})(?:h(\d{2}))?$/.exec(code.trim());
  if (!m) return null;
  const v = Number(m[2]) * 60 + Number(m[3] ?? 0);
  return m[1] === '-' ? -v : v;
}

function timeOf(s: string, line: number, rev: string): CfgTime {
  const m = /^\s*(\d{1,2})\/(\d{1,2})\/(\d{2,4})\s*,\s*(\d{1,2}):(\d{1,2}):(\d{1,2})(?:\.(\d{0,9}))?\s*$/.exec(s);
  if (!m) throw bad(line, `日期时间应为 dd/mm/yyyy,hh:mm:ss.ssssss，读到 "${s.slice(0, 40)}"`);
  // 1991 wrote mm/dd/yy
  let [day, month] = [Number(m[1]), Number(m[2])];
  if (rev === '1991') [day, month] = [month, day];
  const year = m[3].length === 2 ? 1900 + Number(m[3]) + (Number(m[3]) < 70 ? 100 : 0) : Number(m[3]);
  const clock = Date.UTC(year, month - 1, day, Number(m[4]), Number(m[5]), Number(m[6])) / 1000;
  if (!Number.isFinite(clock) || month < 1 || month > 12 || day > 31 || day < 1) throw bad(line, `日期不合法："${s.slice(0, 40)}"`);
  return { clock, frac: m[7] ?? '' };
}

/** The cfg of C37.111-1991, -1999 or -2013 (clause 7), each field checked; a wrong one is a 400 naming its line. */
export function parseCfg(text: string): CfgPart {
  const lines = text.split(/\r?\n/);
  let at = 0;
  const next = (what: string) => {
    if (at >= lines.length || (lines[at].trim() === '' && at >= lines.length - 1)) throw bad(at + 1, `缺少${what}`);
    return lines[at++];
  };
  const num = (s: string | undefined, line: number, what: string) => {
    const v = Number(String(s ?? '').trim());
    if (String(s ?? '').trim() === '' || !Number.isFinite(v)) throw bad(line, `${what}不是数字："${String(s ?? '').slice(0, 32)}"`);
    return v;
  };
  const f1 = next('站名行').split(',');
  const revYear = (f1[2] ?? '1991').trim() || '1991';
  if (!['1991', '1999', '2001', '2013'].includes(revYear)) throw bad(1, `rev_year 应为 1991、1999 或 2013，读到 "${revYear.slice(0, 8)}"`);
  const f2 = next('通道数行 (TT,##A,##D)').split(',');
  const tt = num(f2[0], 2, 'TT');
  const na = num(f2[1]?.trim().replace(/A$/i, ''), 2, '##A');
  const nd = num(f2[2]?.trim().replace(/D$/i, ''), 2, '##D');
  if (!Number.isInteger(tt) || na < 0 || nd < 0 || tt !== na + nd) throw bad(2, `TT (${tt}) 应等于模拟通道数 (${na}) 加状态通道数 (${nd})`);
  if (tt > LIMITS.channels) throw bad(2, `通道数 ${tt} 超过上限 ${LIMITS.channels}`);
  const analogs: AnalogChannel[] = [];
  for (let i = 0; i < na; i++) {
    const line = at + 1;
    const f = next(`第 ${i + 1} 个模拟通道`).split(',');
    if (f.length < 10) throw bad(line, `模拟通道应有 13 个字段 (An,ch_id,ph,ccbm,uu,a,b,skew,min,max,primary,secondary,PS)，只有 ${f.length} 个`);
    const ps = (f[12] ?? 'P').trim().toUpperCase();
    if (ps !== 'P' && ps !== 'S') throw bad(line, `PS 应为 P 或 S，读到 "${ps.slice(0, 8)}"`);
    const a = num(f[5], line, 'a');
    if (a === 0) throw bad(line, 'a（通道倍率）不能为 0');
    analogs.push({
      id: f[1].trim(),
      phase: f[2].trim(),
      ccbm: f[3].trim(),
      unit: f[4].trim(),
      a,
      b: num(f[6], line, 'b'),
      skew: f[7].trim() === '' ? 0 : num(f[7], line, 'skew'),
      min: num(f[8], line, 'min'),
      max: num(f[9], line, 'max'),
      primary: f.length > 10 ? num(f[10], line, 'primary') : 1,
      secondary: f.length > 11 ? num(f[11], line, 'secondary') : 1,
      ps,
    });
  }
  const digitals: DigitalChannel[] = [];
  for (let i = 0; i < nd; i++) {
    const line = at + 1;
    const f = next(`第 ${i + 1} 个状态通道`).split(',');
    if (f.length < 3) throw bad(line, '状态通道应有 5 个字段 (Dn,ch_id,ph,ccbm,y)');
    const y = num(f[f.length - 1], line, 'y');
    if (y !== 0 && y !== 1) throw bad(line, 'y（正常状态）应为 0 或 1');
    digitals.push({ id: f[1].trim(), phase: f.length >= 5 ? f[2].trim() : '', ccbm: f.length >= 5 ? f[3].trim() : '', normal: y });
  }
  const lf = num(next('lf（线路频率）'), at, 'lf');
  const nrates = num(next('nrates（采样率个数）'), at, 'nrates');
  if (!Number.isInteger(nrates) || nrates < 0 || nrates > LIMITS.rates) throw bad(at, `nrates 应为 0 到 ${LIMITS.rates} 的整数`);
  const rates: { samp: number; endsamp: number }[] = [];
  let total = 0;
  for (let i = 0; i < Math.max(1, nrates); i++) {
    const f = next('采样率行 (samp,endsamp)').split(',');
    const samp = num(f[0], at, 'samp');
    const endsamp = num(f[1], at, 'endsamp');
    if (!Number.isInteger(endsamp) || endsamp < 0 || endsamp < total) throw bad(at, 'endsamp 应为不减的非负整数');
    if (nrates > 0 && !(samp > 0)) throw bad(at, 'samp（采样率）应大于 0');
    total = endsamp;
    if (nrates > 0) rates.push({ samp, endsamp });
  }
  if (total > LIMITS.samples) throw bad(at, `采样数 ${total} 超过上限 ${LIMITS.samples}`);
  if (total * tt > LIMITS.values) throw bad(at, `采样数 × 通道数 (${total * tt}) 超过上限 ${LIMITS.values}`);
  const start = timeOf(next('第一个采样的日期时间'), at, revYear);
  const trigger = timeOf(next('触发日期时间'), at, revYear);
  const ft = next('数据文件类型 ft').trim().toUpperCase() as FileType;
  if (!FILE_TYPES.includes(ft)) throw bad(at, `ft 应为 ASCII、BINARY、BINARY32 或 FLOAT32，读到 "${ft.slice(0, 16)}"`);
  const more = () => (at < lines.length && lines[at].trim() !== '' ? lines[at++] : null);
  const tm = more();
  const timemult = tm === null ? 1 : num(tm, at, 'timemult');
  if (!(timemult > 0)) throw bad(at, 'timemult 应大于 0');
  const [timeCode = '', localCode = ''] = (more() ?? '').split(',').map((s) => s.trim());
  if (timeCode && minutesOf(timeCode) === null) throw bad(at, `time_code 应如 "+8"、"-5h30"，读到 "${timeCode.slice(0, 8)}"`);
  const [tmqCode = '', leapsec = ''] = (more() ?? '').split(',').map((s) => s.trim());
  return {
    station: f1[0].trim(),
    device: (f1[1] ?? '').trim(),
    revYear,
    analogs,
    digitals,
    lf,
    rates,
    total,
    start,
    trigger,
    ft,
    timemult,
    timeCode,
    localCode,
    tmqCode,
    leapsec,
  };
}
