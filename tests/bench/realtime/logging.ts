import pino from 'pino';
import { httpLoad, type Measured } from '../load.js';
import { realtimeOptions } from '#server/realtime/config.js';
import { startIsps, type IspsServer } from '../server.js';
import { median } from '../stats.js';

export interface LoggingRow {
  label: string;
  rps: number;
  p99: number;
  failures: number;
  /** log lines written per request */
  linesPerRequest: number;
}

/** The 10 s window URL of one demo device on `s`, with a session opened for it. */
async function windowPath(s: IspsServer): Promise<string> {
  const api = `${s.origin}${s.apiBase}`;
  const d = (await (await fetch(`${api}/api/portal/queryData_BaseRecordIDs?equipIDs=SMDR-NM01`)).json()) as {
    result: { equipMapInfos: { fq: { recordId: number } } }[];
  };
  const rec = d.result[0].equipMapInfos.fq.recordId;
  const open = (await (await fetch(`${api}/api/wrdb/queryWrdbLastTimestamp?type=1&recordid=${rec}&wrdbID=0`)).json()) as {
    result: { wrdbid: number; timestamp: number };
  };
  const { wrdbid, timestamp } = open.result;
  return `${s.apiBase}/api/wrdb/queryWrdbData?type=1&wrdbID=${wrdbid}&recordID=${rec}&timeSoc_Begin=${timestamp - 10}&timeSoc_End=${timestamp}`;
}

/**
 * Throughput of the 10 s wrdb window with the request log off, at info (the default: a
 * successful poll writes nothing) and at debug (every request written, as every level did
 * before), to /dev/null through pino's synchronous destination as production writes stdout.
 * Three servers in this process, measured in interleaved rounds; medians.
 */
export async function loggingCost(seconds = 2, rounds = 3, connections = 10): Promise<LoggingRow[]> {
  const devNull = pino.destination({ dest: '/dev/null', sync: true });
  const setups = [
    { label: 'log off', level: 'info', log: false },
    { label: 'log at info (default)', level: 'info', log: true },
    { label: 'log at debug (every request)', level: 'debug', log: true },
  ];
  const runs = [];
  try {
    for (const setup of setups) {
      const counter = {
        lines: 0,
        write(line: string) {
          this.lines++;
          devNull.write(line);
        },
      };
      // one session polled hundreds of times a second: its budget (a refusal is a 429, not a window) set out of the way
      const realtime = realtimeOptions({ ...process.env, ISPS_WRDB_POLLS_PER_SECOND: '1000000000' });
      const server = await startIsps(undefined, { logLevel: setup.level, realtime }, setup.log ? counter : undefined);
      runs.push({ setup, counter, server, path: await windowPath(server), rounds: [] as Measured[] });
    }
    for (const r of runs) await httpLoad(r.server.origin, [{ method: 'GET', path: r.path }], { connections, duration: 1, warmup: 0 });
    for (const r of runs) r.counter.lines = 0;
    for (let i = 0; i < rounds; i++) {
      for (const r of runs) {
        r.rounds.push(await httpLoad(r.server.origin, [{ method: 'GET', path: r.path }], { connections, duration: seconds, warmup: 0 }));
      }
    }
    return runs.map((r) => {
      const requests = r.rounds.reduce((n, m) => n + m.requests + m.failures, 0);
      return {
        label: r.setup.label,
        rps: median(r.rounds.map((m) => m.rps)),
        p99: median(r.rounds.map((m) => m.p99)),
        failures: r.rounds.reduce((n, m) => n + m.failures, 0),
        linesPerRequest: requests ? r.counter.lines / requests : 0,
      };
    });
  } finally {
    for (const r of runs) await r.server.close();
    devNull.end();
  }
}
