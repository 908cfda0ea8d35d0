import { badRequest } from '../http/errors.js';
import { cfgTimeOf, timeCodeOf } from './cfgText.js';
import { MAX_TIMESTAMP } from './datWrite.js';
import { scalingFor, toRaw } from './scale.js';
import { LIMITS, type ComtradeRecord, type FileType, type SamplesInput } from './types.js';

/** Text fields of a cfg hold no commas or line ends, and have maximum lengths (clause 7.4). */
export const field = (s: string | undefined, max: number) =>
  String(s ?? '')
    .replace(/[,\r\n]/g, ' ')
    .trim()
    .slice(0, max);

/** The server's UTC offset at a time, minutes east (Asia/Shanghai: 480). */
const localOffset = (unixSeconds: number) => -new Date(unixSeconds * 1000).getTimezoneOffset();

/**
 * A COMTRADE recording (C37.111-2013, rev_year 2013) of samples: at a fixed rate (nrates 1) or
 * with a time per sample (nrates 0, the timestamps count). Times are written in UTC (time code 0),
 * the recording place's zone as the local code. Bad input (no channels, lengths that differ,
 * over the limits) is a 400 naming the field.
 */
export function comtradeFromSamples(input: SamplesInput, ft: FileType): ComtradeRecord {
  const count = input.times ? input.times.length : (input.channels[0]?.values.length ?? 0);
  const digitals = input.digitals ?? [];
  if (!input.channels.length && !digitals.length) throw badRequest('没有可导出的通道', 'channels');
  if (input.channels.length + digitals.length > LIMITS.channels) throw badRequest(`通道数超过 ${LIMITS.channels}`, 'channels');
  if (count < 1) throw badRequest('所选时间段没有数据', 'begin');
  if (count > LIMITS.samples || count * (input.channels.length + digitals.length) > LIMITS.values)
    throw badRequest(`数据点过多：每个通道最多 ${LIMITS.samples} 个采样、共 ${LIMITS.values} 个值，请缩短时间段或减少通道`, 'end');
  for (const c of [...input.channels, ...digitals]) if (c.values.length !== count) throw badRequest(`通道 ${c.name} 的采样数与时间数不同`, 'channels');
  const rate = input.sampleRate;
  if (!input.times && !(rate && rate > 0 && Number.isFinite(rate))) throw badRequest('需要采样率或每个采样的时间', 'sampleRate');
  const offsets = new Float64Array(count);
  for (let i = 0; i < count; i++) offsets[i] = input.times ? input.times[i] - input.times[0] : i / rate!;
  const start = input.times ? input.times[0] : input.start;
  // timestamps in µs × timemult: the smallest power of ten that keeps the last one in the field
  let timemult = 1;
  while ((offsets[count - 1] * 1e6) / timemult > MAX_TIMESTAMP[ft]) timemult *= 10;
  const timestamp = offsets.map((o) => Math.round((o * 1e6) / timemult));
  const analogs = input.channels.map((c) => {
    const s = scalingFor(c.values, ft);
    return {
      meta: {
        id: field(c.name, 64),
        phase: field(c.phase, 2),
        ccbm: field(c.ccbm, 64),
        unit: field(c.unit, 32) || '-',
        ...s,
        skew: 0,
        primary: c.primary ?? 1,
        secondary: c.secondary ?? 1,
        ps: c.ps ?? 'P',
      },
      raw: toRaw(c.values, s, ft),
    };
  });
  return {
    station: field(input.station, 64),
    device: field(input.deviceId, 64),
    revYear: '2013',
    analogs: analogs.map((a) => a.meta),
    digitals: digitals.map((d) => ({ id: field(d.name, 64), phase: field(d.phase, 2), ccbm: field(d.ccbm, 64), normal: d.normal ?? 0 })),
    lf: input.lineFrequency ?? 50,
    rates: input.times ? [] : [{ samp: rate!, endsamp: count }],
    start: cfgTimeOf(start),
    trigger: cfgTimeOf(input.trigger ?? start),
    ft,
    timemult,
    timeCode: '0',
    localCode: timeCodeOf(input.localOffsetMinutes ?? localOffset(start)),
    tmqCode: '0',
    leapsec: '0',
    hdr: input.header ?? '',
    inf: '',
    samples: {
      count,
      n: Float64Array.from({ length: count }, (_, i) => i + 1),
      timestamp,
      analog: analogs.map((a) => a.raw),
      digital: digitals.map((d) => Uint8Array.from(Array.from(d.values, (v) => (v ? 1 : 0)))),
    },
  };
}
