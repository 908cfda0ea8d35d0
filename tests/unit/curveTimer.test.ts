import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bindVisibility, createCurveTimer } from '#client/curves/curveTimer.js';
import type { CurveConfig, CurveEnvelope, CurveLine } from '#client/curves/types.js';

// A fake server for the four curve calls: one SMD-L device (fq record 10094, UAA 10095) at 50 Hz.
interface Call {
  path: string;
  query: Record<string, string | number>;
}
function fakeServer() {
  const calls: Call[] = [];
  const state = { timestamp: 1000, nextWrdb: 77, warn: {} as Record<string, string>, fail: false };
  const ok = (result: unknown): CurveEnvelope => ({ success: true, message: '操作成功！', code: 200, result, timestamp: 0 });
  const get = vi.fn(async (path: string, query: Record<string, string | number>): Promise<CurveEnvelope> => {
    calls.push({ path, query });
    if (state.fail) throw new Error('network');
    const w = Object.entries(state.warn).find(([p]) => path.endsWith(p));
    if (w) return { success: false, message: w[1], code: 510, result: null, timestamp: 0 };
    if (path.endsWith('queryData_BaseRecordIDs')) {
      return ok([
        {
          equipid: 'SMDL-AH01',
          equiptype: 'SMD-L',
          name_zh: '合肥电解铝厂',
          name_en: 'Hefei Aluminium Smelter',
          equipMapInfos: { fq: { recordId: 10094, unit: 'Hz' }, UAA: { recordId: 10095, unit: 'kV' } },
        },
      ]);
    }
    if (path.endsWith('queryWrdbLastTimestamp')) {
      const wrdbid = Number(query.wrdbID) || state.nextWrdb++;
      return ok({ wrdbid, ret: state.timestamp > 0 ? 0 : 1, timestamp: state.timestamp });
    }
    if (path.endsWith('queryWrdbData')) {
      const b = Number(query.timeSoc_Begin);
      const e = Number(query.timeSoc_End);
      const n = Math.round((e - b) * 50) + 1;
      return ok({ basetime: b, interval: 0.02, wrdbid: Number(query.wrdbID), value: Array.from({ length: n }, (_, i) => 50 + (i % 7) / 1000) });
    }
    if (path.endsWith('closeWrdb')) return ok({ wrdbid: Number(query.wrdbID), closed: true });
    return { success: false, message: 'unknown', code: 404, result: null, timestamp: 0 };
  });
  const named = (suffix: string) => calls.filter((c) => c.path.endsWith(suffix));
  return { get, calls, state, named };
}

function setup(over: Partial<CurveConfig> = {}) {
  const server = fakeServer();
  const updates: CurveLine[][] = [];
  const warnings: string[] = [];
  const timer = createCurveTimer(
    { equipIds: ['SMDL-AH01'], meastype: 'fq', urls: {}, ...over },
    {
      get: server.get,
      onData: (lines) => updates.push(lines.map((l) => ({ ...l, x: [...l.x], y: [...l.y] }))),
      onWarn: (m) => warnings.push(m),
    },
  );
  const last = () => updates[updates.length - 1];
  return { server, timer, updates, warnings, last };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('curve timer', () => {
  it('opening resets, fetches record ids, then the last timestamp (opening a session), then the window of the configured seconds', async () => {
    const { server, timer, updates, last } = setup();
    await timer.open();
    expect(updates[0]).toEqual([]); // reset first
    expect(updates[1]).toMatchObject([{ equipid: 'SMDL-AH01', x: [], y: [] }]); // then the named lines, before any data
    expect(server.calls.map((c) => c.path.split('/').pop())).toEqual(['queryData_BaseRecordIDs', 'queryWrdbLastTimestamp', 'queryWrdbData']);
    expect(server.calls[0].query).toMatchObject({ equipIDs: 'SMDL-AH01' });
    expect(server.calls[1].query).toEqual({ type: 1, recordid: 10094, wrdbID: 0 }); // recordId from equipMapInfos.fq
    expect(server.calls[2].query).toEqual({ type: 1, wrdbID: 77, recordID: 10094, timeSoc_Begin: 990, timeSoc_End: 1000 });
    expect(timer.wrdbid()).toBe(77);
    expect(last()[0]).toMatchObject({ equipid: 'SMDL-AH01', name_zh: '合肥电解铝厂', name_en: 'Hefei Aluminium Smelter', unit: 'Hz' });
    expect(last()[0].x).toHaveLength(500); // 501 values (both ends inclusive), trimmed to 10 s × 50 Hz
    expect(last()[0].x[0]).toBe(990.02);
    expect(last()[0].x.at(-1)).toBe(1000);
    expect(timer.running()).toBe(true);
    await timer.close();
  });

  it('takes the record id of the configured meastype', async () => {
    const { server, timer } = setup({ meastype: 'UAA', equipType: 'SMD-L' });
    await timer.open();
    expect(server.calls[0].query).toEqual({ equipIDs: 'SMDL-AH01', equipType: 'SMD-L' });
    expect(server.named('queryWrdbLastTimestamp')[0].query.recordid).toBe(10095);
    await timer.close();
  });

  it('later fetches cover the gap since the last timestamp, keep the session and append without duplicates', async () => {
    const { server, timer, last } = setup();
    await timer.open();
    server.state.timestamp = 1001.5;
    await vi.advanceTimersByTimeAsync(1000);
    const data = server.named('queryWrdbData');
    expect(data).toHaveLength(2);
    expect(data[1].query).toMatchObject({ timeSoc_Begin: 1000, timeSoc_End: 1001.5, wrdbID: 77 });
    expect(server.named('queryWrdbLastTimestamp')[1].query.wrdbID).toBe(77);
    const x = last()[0].x;
    expect(x.at(-1)).toBe(1001.5);
    expect(new Set(x).size).toBe(x.length); // 1000 is not appended twice
    expect(x.every((v, i) => i === 0 || v > x[i - 1])).toBe(true);
    await timer.close();
  });

  it('a timestamp not newer than the last one, or zero or less, is ignored', async () => {
    const { server, timer, updates } = setup();
    await timer.open();
    const n = updates.length;
    await vi.advanceTimersByTimeAsync(1000); // same timestamp
    server.state.timestamp = 999; // older
    await vi.advanceTimersByTimeAsync(1000);
    server.state.timestamp = 0; // empty record
    await vi.advanceTimersByTimeAsync(1000);
    server.state.timestamp = -5;
    await vi.advanceTimersByTimeAsync(1000);
    expect(server.named('queryWrdbLastTimestamp')).toHaveLength(5);
    expect(server.named('queryWrdbData')).toHaveLength(1);
    expect(updates.length).toBe(n);
    await timer.close();
  });

  it('zero as the first timestamp fetches nothing until data arrives', async () => {
    const { server, timer } = setup();
    server.state.timestamp = 0;
    await timer.open();
    expect(server.named('queryWrdbData')).toHaveLength(0);
    server.state.timestamp = 2000;
    await vi.advanceTimersByTimeAsync(1000);
    expect(server.named('queryWrdbData')[0].query).toMatchObject({ timeSoc_Begin: 1990, timeSoc_End: 2000 });
    await timer.close();
  });

  it('a gap over 90 s skips the window and only updates the timestamp', async () => {
    const { server, timer } = setup();
    await timer.open();
    server.state.timestamp = 1090.5; // 90.5 s later
    await vi.advanceTimersByTimeAsync(1000);
    expect(server.named('queryWrdbData')).toHaveLength(1);
    server.state.timestamp = 1091;
    await vi.advanceTimersByTimeAsync(1000);
    const data = server.named('queryWrdbData');
    expect(data).toHaveLength(2);
    expect(data[1].query).toMatchObject({ timeSoc_Begin: 1090.5, timeSoc_End: 1091 });
    server.state.timestamp = 1181; // exactly 90 s: still fetched
    await vi.advanceTimersByTimeAsync(1000);
    expect(server.named('queryWrdbData')).toHaveLength(3);
    await timer.close();
  });

  it('buffers are trimmed to seconds × rate points', async () => {
    const { server, timer, last } = setup({ seconds: 2, rate: 50 });
    await timer.open();
    expect(last()[0].x).toHaveLength(100); // 101 values for 2 s inclusive, trimmed to 100
    server.state.timestamp = 1003;
    await vi.advanceTimersByTimeAsync(1000);
    expect(last()[0].x).toHaveLength(100);
    expect(last()[0].x.at(-1)).toBe(1003);
    expect(last()[0].x[0]).toBeCloseTo(1001.02, 6);
  });

  it('null values stay gaps', async () => {
    const { server, timer, last } = setup();
    server.get.mockImplementationOnce(async (path, query) => {
      server.calls.push({ path, query });
      return { success: true, message: '', code: 200, result: [{ equipid: 'SMDL-AH01', equipMapInfos: { fq: { recordId: 10094 } } }], timestamp: 0 };
    });
    server.get.mockImplementationOnce(async (path, query) => {
      server.calls.push({ path, query });
      return { success: true, message: '', code: 200, result: { wrdbid: 5, ret: 0, timestamp: 1000 }, timestamp: 0 };
    });
    server.get.mockImplementationOnce(async (path, query) => {
      server.calls.push({ path, query });
      return { success: true, message: '', code: 200, result: { basetime: 999.96, interval: 0.02, value: [1, null, 3] }, timestamp: 0 };
    });
    await timer.open();
    expect(last()[0].y).toEqual([1, null, 3]);
    expect(last()[0].x).toEqual([999.96, 999.98, 1000]);
    expect(last()[0].name_en).toBe('SMDL-AH01'); // names fall back to the id
    await timer.close();
  });

  it('closing stops the timer and closes the wrdb session', async () => {
    const { server, timer } = setup();
    await timer.open();
    await timer.close();
    expect(server.named('closeWrdb').map((c) => c.query)).toEqual([{ wrdbID: 77 }]);
    expect(timer.running()).toBe(false);
    const n = server.calls.length;
    server.state.timestamp = 1005;
    await vi.advanceTimersByTimeAsync(5000);
    expect(server.calls.length).toBe(n);
    await timer.close(); // a second close does nothing
    expect(server.named('closeWrdb')).toHaveLength(1);
  });

  it('reopening resets the data and opens a new session (wrdbID 0)', async () => {
    const { server, timer, updates } = setup();
    await timer.open();
    await timer.open();
    expect(server.named('closeWrdb')).toHaveLength(1);
    const ts = server.named('queryWrdbLastTimestamp');
    expect(ts.at(-1)!.query.wrdbID).toBe(0);
    expect(updates.filter((u) => u.length === 0)).toHaveLength(2);
    expect(timer.wrdbid()).toBe(78);
    await timer.close();
  });

  it('a session the server opens while closing is closed too', async () => {
    const { server, timer } = setup();
    let release!: () => void;
    const gate = new Promise<void>((r) => {
      release = r;
    });
    const inner = server.get.getMockImplementation()!;
    server.get.mockImplementation(async (path, query) => {
      if (path.endsWith('queryWrdbLastTimestamp')) await gate;
      return inner(path, query);
    });
    const opening = timer.open();
    await vi.advanceTimersByTimeAsync(0);
    await timer.close(); // the timestamp call (opening session 77) is still in flight
    release();
    await opening;
    await vi.advanceTimersByTimeAsync(0);
    expect(server.named('closeWrdb').map((c) => c.query.wrdbID)).toEqual([77]);
    expect(server.named('queryWrdbData')).toHaveLength(0);
  });

  it('510 answers are shown with the server message', async () => {
    const { server, timer, warnings } = setup();
    server.state.warn.queryWrdbData = '实时库会话 77 不存在或已过期，请重新打开（wrdbID=0）';
    await timer.open();
    expect(warnings).toEqual(['实时库会话 77 不存在或已过期，请重新打开（wrdbID=0）']);
    // the window is asked for again on the next tick (the timestamp was not taken)
    delete server.state.warn.queryWrdbData;
    await vi.advanceTimersByTimeAsync(1000);
    expect(server.named('queryWrdbData').at(-1)!.query).toMatchObject({ timeSoc_Begin: 990, timeSoc_End: 1000 });
    await timer.close();
  });

  it('a 510 on the record ids warns and starts no timer', async () => {
    const { server, timer, warnings } = setup();
    server.state.warn.queryData_BaseRecordIDs = '装置不存在：X';
    await timer.open();
    expect(warnings).toEqual(['装置不存在：X']);
    await vi.advanceTimersByTimeAsync(3000);
    expect(server.calls).toHaveLength(1);
    await timer.close();
  });

  it.each(['queryData_BaseRecordIDs', 'queryWrdbLastTimestamp', 'queryWrdbData', 'closeWrdb'])(
    'a missing url.%s warns 请设置url.xxx属性! and fetches nothing',
    async (key) => {
      const { server, timer, warnings } = setup({ urls: { [key]: '' } });
      await timer.open();
      expect(warnings).toEqual([`请设置url.${key}属性!`]);
      expect(server.calls).toHaveLength(0);
      expect(timer.running()).toBe(false);
    },
  );

  it('uses the configured urls', async () => {
    const { server, timer } = setup({ urls: { queryWrdbData: '/custom/data' } });
    await timer.open();
    expect(server.calls[2].path).toBe('/custom/data');
    expect(server.calls[0].path).toBe('/api/portal/queryData_BaseRecordIDs');
    await timer.close();
  });

  it('network failures are retried on the next tick', async () => {
    const { server, timer } = setup();
    await timer.open();
    server.state.fail = true;
    server.state.timestamp = 1001;
    await vi.advanceTimersByTimeAsync(1000);
    server.state.fail = false;
    await vi.advanceTimersByTimeAsync(1000);
    expect(server.named('queryWrdbData').at(-1)!.query).toMatchObject({ timeSoc_Begin: 1000, timeSoc_End: 1001 });
    await timer.close();
  });

  it('several devices share one session, in the configured order', async () => {
    const { server, timer, last } = setup({ equipIds: ['SMDL-AH01', 'NOPE'] });
    await timer.open();
    expect(last()).toHaveLength(1); // an unknown device gets no line
    expect(server.calls[0].query.equipIDs).toBe('SMDL-AH01,NOPE');
    await timer.close();
  });

  it('closes while the tab is hidden and opens again when it is visible', async () => {
    const { server, timer } = setup();
    const doc = Object.assign(new EventTarget(), { hidden: false });
    const unbind = bindVisibility(timer, doc);
    await timer.open();
    doc.hidden = true;
    doc.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(0);
    expect(timer.running()).toBe(false);
    expect(server.named('closeWrdb')).toHaveLength(1);
    doc.hidden = false;
    doc.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(0);
    expect(timer.running()).toBe(true);
    expect(server.named('queryData_BaseRecordIDs')).toHaveLength(2);
    unbind();
    doc.hidden = true;
    doc.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(0);
    expect(timer.running()).toBe(true);
    await timer.close();
  });
});
