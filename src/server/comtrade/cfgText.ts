import type { CfgTime, ComtradeRecord } from './types.js';

/** Lines of COMTRADE text files end with CR/LF (clause 5). */
export const CRLF = '\r\n';

/** Real fields: the shortest text that reads back as the same float64 ("0.1", "1e-7"). */
export const real = (x: number) => (Object.is(x, -0) ? '0' : String(x));

const pad = (n: number, w = 2) => String(n).padStart(w, '0');

/** dd/mm/yyyy,hh:mm:ss.ssssss (clause 7.4.8), the clock as written. */
export function timeText(t: CfgTime): string {
  const d = new Date(t.clock * 1000);
  return `${pad(d.getUTCDate())}/${pad(d.getUTCMonth() + 1)}/${d.getUTCFullYear()},${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}${t.frac ? `.${t.frac}` : ''}`;
}

/** A time as written in a cfg whose clock runs `offsetMinutes` ahead of UTC, to the microsecond. */
export function cfgTimeOf(unixSeconds: number, offsetMinutes = 0): CfgTime {
  const us = Math.round(unixSeconds * 1e6) + offsetMinutes * 60e6;
  const clock = Math.floor(us / 1e6);
  return { clock, frac: pad(us - clock * 1e6, 6) };
}

/** Time codes (clause 7.4.11): "0", "+8", "-5h30": sign, hours, and minutes when not whole. */
export function timeCodeOf(minutes: number): string {
  if (!minutes) return '0';
  const m = Math.abs(minutes);
  return `${minutes < 0 ? '-' : '+'}${Math.floor(m / 60)}${m % 60 ? `h${pad(m % 60)}` : ''}`;
}

/** The cfg file (clause 7): every line, in order, CR/LF after each. */
export function writeCfg(r: ComtradeRecord): string {
  const lines: string[] = [`${r.station},${r.device},${r.revYear}`, `${r.analogs.length + r.digitals.length},${r.analogs.length}A,${r.digitals.length}D`];
  r.analogs.forEach((c, i) =>
    lines.push(
      [i + 1, c.id, c.phase, c.ccbm, c.unit, real(c.a), real(c.b), real(c.skew), real(c.min), real(c.max), real(c.primary), real(c.secondary), c.ps].join(','),
    ),
  );
  r.digitals.forEach((c, i) => lines.push([i + 1, c.id, c.phase, c.ccbm, c.normal].join(',')));
  lines.push(real(r.lf), String(r.rates.length));
  if (r.rates.length) for (const s of r.rates) lines.push(`${real(s.samp)},${s.endsamp}`);
  else lines.push(`0,${r.samples.count}`);
  lines.push(timeText(r.start), timeText(r.trigger), r.ft, real(r.timemult), `${r.timeCode},${r.localCode}`, `${r.tmqCode},${r.leapsec}`);
  return lines.join(CRLF) + CRLF;
}
