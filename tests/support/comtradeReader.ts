/**
 * An independent COMTRADE reader for the tests, written from the text of IEEE C37.111-2013 /
 * IEC 60255-24:2013 (clause 7 configuration file, clause 8 data file, clause 9 combined file).
 * It shares no code with src/server/comtrade on purpose: the exporter is checked against a
 * reading of the standard, not against itself.
 */

export interface ReadAnalog {
  index: number;
  name: string;
  phase: string;
  ccbm: string;
  unit: string;
  a: number;
  b: number;
  skew: number;
  min: number;
  max: number;
  primary: number;
  secondary: number;
  ps: string;
  /** a·x + b for every sample; NaN where the file marks the value missing */
  values: number[];
}

export interface ReadRecording {
  station: string;
  device: string;
  revision: number;
  analog: ReadAnalog[];
  digital: { index: number; name: string; normal: number; values: number[] }[];
  lineFrequency: number;
  rates: [number, number][];
  /** milliseconds since 1970 (UTC, after the time code) and the microseconds within that millisecond */
  startMs: number;
  startMicros: number;
  triggerMs: number;
  fileType: string;
  timeMultiplier: number;
  timeCode: string;
  localCode: string;
  timeQuality: string;
  leapSecond: string;
  sampleNumbers: number[];
  /** seconds after the first sample, from the timestamp column × timemult (µs base) */
  stampSeconds: number[];
}

/** "dd/mm/yyyy,hh:mm:ss.ssssss" → ms since 1970 as if UTC, plus the sub-ms microseconds. */
function dateTime(line: string): [number, number] {
  const [date, time] = line.split(',');
  const [dd, mm, yyyy] = date.split('/').map(Number);
  const [hh, mi, ss] = time.split(':');
  const [whole, frac = ''] = ss.split('.');
  const micros = Number((frac + '000000').slice(0, 6));
  const ms = Date.UTC(yyyy, mm - 1, dd, Number(hh), Number(mi), Number(whole)) + Math.floor(micros / 1000);
  return [ms, micros % 1000];
}

/** "+8", "-5h30", "0" → minutes. */
function codeMinutes(code: string): number {
  const m = code.match(/^([+-]?)(\d+)(?:h(\d+))?$/);
  if (!m) throw new Error(`bad time code ${code}`);
  return (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3] ?? 0));
}

/** Reads the .cfg and .dat of a recording. */
export function readRecording(cfgBytes: Uint8Array, datBytes: Uint8Array): ReadRecording {
  const lines = new TextDecoder().decode(cfgBytes).split('\r\n');
  let i = 0;
  const take = () => {
    if (i >= lines.length) throw new Error('cfg ended early');
    return lines[i++];
  };
  const [station, device, rev] = take().split(',');
  const [tt, na, nd] = take().split(',');
  const analogCount = parseInt(na, 10);
  const digitalCount = parseInt(nd, 10);
  if (!na.endsWith('A') || !nd.endsWith('D') || Number(tt) !== analogCount + digitalCount) throw new Error('bad channel count line');
  const analog: ReadAnalog[] = [];
  for (let k = 0; k < analogCount; k++) {
    const f = take().split(',');
    if (f.length !== 13) throw new Error(`analog line has ${f.length} fields`);
    analog.push({
      index: Number(f[0]),
      name: f[1],
      phase: f[2],
      ccbm: f[3],
      unit: f[4],
      a: Number(f[5]),
      b: Number(f[6]),
      skew: Number(f[7]),
      min: Number(f[8]),
      max: Number(f[9]),
      primary: Number(f[10]),
      secondary: Number(f[11]),
      ps: f[12],
      values: [],
    });
  }
  const digital: ReadRecording['digital'] = [];
  for (let k = 0; k < digitalCount; k++) {
    const f = take().split(',');
    digital.push({ index: Number(f[0]), name: f[1], normal: Number(f[4]), values: [] });
  }
  const lineFrequency = Number(take());
  const nrates = Number(take());
  const rates: [number, number][] = [];
  for (let k = 0; k < Math.max(nrates, 1); k++) {
    const [samp, end] = take().split(',').map(Number);
    rates.push([samp, end]);
  }
  const [startMs, startMicros] = dateTime(take());
  const [triggerMs] = dateTime(take());
  const fileType = take().toUpperCase();
  const timeMultiplier = Number(take());
  const [timeCode, localCode] = take().split(',');
  const [timeQuality, leapSecond] = take().split(',');
  const shift = codeMinutes(timeCode) * 60_000;
  const total = rates[rates.length - 1][1];

  const sampleNumbers: number[] = [];
  const stampSeconds: number[] = [];
  if (fileType === 'ASCII') {
    const rows = new TextDecoder().decode(datBytes).split('\r\n').filter(Boolean);
    for (const row of rows) {
      const f = row.split(',');
      sampleNumbers.push(Number(f[0]));
      stampSeconds.push((Number(f[1]) * timeMultiplier) / 1e6);
      analog.forEach((c, k) => c.values.push(f[2 + k] === '99999' || f[2 + k] === '' ? NaN : c.a * Number(f[2 + k]) + c.b));
      digital.forEach((c, k) => c.values.push(Number(f[2 + analogCount + k])));
    }
  } else {
    const view = new DataView(datBytes.buffer, datBytes.byteOffset, datBytes.byteLength);
    const width = fileType === 'BINARY' ? 2 : 4;
    const rowSize = 8 + analogCount * width + 2 * Math.ceil(digitalCount / 16);
    for (let r = 0; r * rowSize < datBytes.byteLength; r++) {
      let p = r * rowSize;
      sampleNumbers.push(view.getUint32(p, true));
      stampSeconds.push((view.getUint32(p + 4, true) * timeMultiplier) / 1e6);
      p += 8;
      for (const c of analog) {
        let x: number;
        if (fileType === 'BINARY') x = view.getInt16(p, true) === -0x8000 ? NaN : view.getInt16(p, true);
        else if (fileType === 'BINARY32') x = view.getInt32(p, true) === -0x80000000 ? NaN : view.getInt32(p, true);
        else x = view.getFloat32(p, true);
        c.values.push(c.a * x + c.b);
        p += width;
      }
      for (let k = 0; k < digitalCount; k++) digital[k].values.push((view.getUint16(p + 2 * Math.floor(k / 16), true) >> (k % 16)) & 1);
    }
  }
  if (sampleNumbers.length !== total) throw new Error(`cfg says ${total} samples, dat has ${sampleNumbers.length}`);
  return {
    station,
    device,
    revision: Number(rev),
    analog,
    digital,
    lineFrequency,
    rates: nrates ? rates : [],
    startMs: startMs - shift,
    startMicros,
    triggerMs: triggerMs - shift,
    fileType,
    timeMultiplier,
    timeCode,
    localCode,
    timeQuality,
    leapSecond,
    sampleNumbers,
    stampSeconds,
  };
}

/** Splits a .cff (clause 9) into its sections and reads the recording. */
export function readCombined(bytes: Uint8Array): ReadRecording & { header: string } {
  const sections: Record<string, Uint8Array> = {};
  const marker = new TextEncoder().encode('--- file type: ');
  const find = (from: number) => {
    outer: for (let p = from; p <= bytes.length - marker.length; p++) {
      for (let q = 0; q < marker.length; q++) if (bytes[p + q] !== marker[q]) continue outer;
      return p;
    }
    return -1;
  };
  let at = find(0);
  if (at !== 0) throw new Error('a .cff starts with its CFG section line');
  while (at >= 0) {
    const eol = bytes.indexOf(0x0a, at);
    const head = new TextDecoder().decode(bytes.subarray(at, eol)).trim();
    const m = head.match(/^--- file type: (\w+)(?: (\w+))?(?:: (\d+))? ---$/);
    if (!m) throw new Error(`bad section line ${head}`);
    const body = eol + 1;
    if (m[1] === 'DAT' && m[3]) {
      sections.DAT = bytes.subarray(body, body + Number(m[3]));
      at = find(body + Number(m[3]));
    } else {
      const next = find(body);
      sections[m[1]] = bytes.subarray(body, next < 0 ? bytes.length : next);
      at = next;
    }
  }
  return { ...readRecording(sections.CFG, sections.DAT), header: new TextDecoder().decode(sections.HDR ?? new Uint8Array()) };
}
