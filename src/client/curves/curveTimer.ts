import { appendWindow, trimLine } from './curveBuffer.js';
import { CURVE_MAX_GAP_S, CURVE_PERIOD_MS, CURVE_RATE_HZ, CURVE_SECONDS, DEFAULT_CURVE_URLS, missingUrlWarning } from './curveDefaults.js';
import { equipList } from '#shared/contract/portal.js';
import { lastTimestamp, wrdbData } from '#shared/contract/wrdb.js';
import type { CurveClock, CurveConfig, CurveGet, CurveLine, CurveUrls, EquipRecordInfo, LastTimestampResult, WrdbDataResult } from './types.js';

/**
 * The live curve's timer (spec §4 "Curve widget"), without React or the DOM: the HTTP GET and the
 * clock are injected. open(): reset, record ids, then every period the last timestamp and the
 * data window since the previous one; close(): stop and close the server-side wrdb session.
 */
export interface CurveTimerDeps {
  get: CurveGet;
  clock?: CurveClock;
  /** the lines after a reset (empty) and after each tick that added points */
  onData(lines: CurveLine[]): void;
  /** a business warning to show (510 answers, missing url properties) */
  onWarn(message: string): void;
}

export interface CurveTimer {
  open(): Promise<void>;
  close(): Promise<void>;
  running(): boolean;
  /** the current wrdb session id (0 = none) */
  wrdbid(): number;
}

interface Track {
  line: CurveLine;
  recordId: number;
  lastTs: number;
}
interface Session {
  alive: boolean;
  busy: boolean;
  wrdbid: number;
  tracks: Track[];
  handle?: unknown;
  closed: Set<number>;
}

const realClock: CurveClock = {
  setInterval: (fn, ms) => setInterval(fn, ms),
  clearInterval: (h) => clearInterval(h as ReturnType<typeof setInterval>),
};

/** The schema each polled route answers (its response, or for the window poll the hot route's bytes), checked by the client. */
const ANSWERS = { queryData_BaseRecordIDs: equipList, queryWrdbLastTimestamp: lastTimestamp, queryWrdbData: wrdbData } satisfies Partial<
  Record<keyof CurveUrls, unknown>
>;

export function createCurveTimer(config: CurveConfig, deps: CurveTimerDeps): CurveTimer {
  const urls = { ...DEFAULT_CURVE_URLS, ...config.urls } as Partial<CurveUrls>;
  const seconds = config.seconds ?? CURVE_SECONDS;
  const maxPoints = Math.max(1, Math.round(seconds * (config.rate ?? CURVE_RATE_HZ)));
  const clock = deps.clock ?? realClock;
  let current: Session | undefined;

  /** a call's result, or undefined after warning with the server's message (510 and other failures) */
  async function call<T>(key: keyof typeof ANSWERS, query: Record<string, string | number>): Promise<T | undefined> {
    const res = await deps.get(urls[key]!, query, ANSWERS[key]);
    if (!res.success) {
      deps.onWarn(res.message);
      return undefined;
    }
    return res.result as T;
  }

  function closeSession(id: number) {
    deps.get(urls.closeWrdb!, { wrdbID: id }).catch(() => undefined);
  }

  async function pollTrack(s: Session, tr: Track): Promise<boolean> {
    const ts = await call<LastTimestampResult>('queryWrdbLastTimestamp', { type: 1, recordid: tr.recordId, wrdbID: s.wrdbid });
    if (ts?.wrdbid && !s.alive && !s.closed.has(ts.wrdbid)) {
      // opened while we were closing: close it too
      s.closed.add(ts.wrdbid);
      closeSession(ts.wrdbid);
    }
    if (!s.alive || !ts) return false;
    if (ts.wrdbid) s.wrdbid = ts.wrdbid;
    const t = ts.timestamp;
    if (!(t > 0) || t <= tr.lastTs) return false;
    if (tr.lastTs > 0 && t - tr.lastTs > CURVE_MAX_GAP_S) {
      tr.lastTs = t; // too far behind: skip the window, keep only the timestamp
      return false;
    }
    const begin = tr.lastTs > 0 ? tr.lastTs : t - seconds;
    const data = await call<WrdbDataResult>('queryWrdbData', { type: 1, wrdbID: s.wrdbid, recordID: tr.recordId, timeSoc_Begin: begin, timeSoc_End: t });
    if (!s.alive || !data) return false;
    tr.lastTs = t;
    appendWindow(tr.line, data);
    trimLine(tr.line, maxPoints);
    return true;
  }

  async function tick(s: Session) {
    if (s.busy || !s.alive) return;
    s.busy = true;
    try {
      let changed = false;
      for (const tr of s.tracks) {
        if (await pollTrack(s, tr)) changed = true;
        if (!s.alive) return;
      }
      if (changed) deps.onData(s.tracks.map((tr) => tr.line));
    } catch {
      // network failure: try again on the next tick
    } finally {
      s.busy = false;
    }
  }

  async function open() {
    await close();
    const s: Session = { alive: true, busy: false, wrdbid: 0, tracks: [], closed: new Set() };
    current = s;
    deps.onData([]);
    const missing = missingUrlWarning(urls);
    if (missing) {
      deps.onWarn(missing);
      s.alive = false;
      return;
    }
    let infos: EquipRecordInfo[] | undefined;
    try {
      infos = await call<EquipRecordInfo[]>('queryData_BaseRecordIDs', {
        equipIDs: config.equipIds.join(','),
        ...(config.equipType ? { equipType: config.equipType } : {}),
      });
    } catch {
      infos = undefined;
    }
    if (!s.alive) return;
    const byId = new Map((infos ?? []).map((i) => [i.equipid, i]));
    for (const id of config.equipIds) {
      const info = byId.get(id);
      const rec = info?.equipMapInfos?.[config.meastype];
      if (!info || !rec?.recordId) continue;
      s.tracks.push({
        recordId: rec.recordId,
        lastTs: 0,
        line: { equipid: id, name_zh: info.name_zh ?? id, name_en: info.name_en ?? id, unit: rec.unit, x: [], y: [] },
      });
    }
    if (s.tracks.length) deps.onData(s.tracks.map((tr) => tr.line)); // named lines, no points yet
    await tick(s);
    if (!s.alive) return;
    s.handle = clock.setInterval(() => void tick(s), config.periodMs ?? CURVE_PERIOD_MS);
  }

  async function close() {
    const s = current;
    if (!s) return;
    current = undefined;
    s.alive = false;
    if (s.handle !== undefined) clock.clearInterval(s.handle);
    if (s.wrdbid) {
      s.closed.add(s.wrdbid);
      await deps.get(urls.closeWrdb!, { wrdbID: s.wrdbid }).catch(() => undefined);
    }
  }

  return { open, close, running: () => !!current?.alive, wrdbid: () => current?.wrdbid ?? 0 };
}

/** Closes the timer while the page is hidden and opens it again when visible. Returns the unbinding. */
export function bindVisibility(
  timer: Pick<CurveTimer, 'open' | 'close'>,
  doc: Pick<Document, 'hidden' | 'addEventListener' | 'removeEventListener'>,
): () => void {
  const onChange = () => void (doc.hidden ? timer.close() : timer.open());
  doc.addEventListener('visibilitychange', onChange);
  return () => doc.removeEventListener('visibilitychange', onChange);
}
