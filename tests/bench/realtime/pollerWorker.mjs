// Load generator for the realtime bench, in its own thread (plain JS: no loader needed).
// Each poller does what the curve widget does once a second: the last timestamp of its record,
// then the window since the previous one (the first poll asks for 10 s). One keep-alive socket per
// poller (`HttpConn`); the thread reports its own CPU so the table shows what the load itself took.
import fs from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { HttpConn } from './httpConn.mjs';

const { origin, apiBase, records, warmupSeconds, seconds } = workerData;
const base = new URL(origin);
const prefix = `${base.pathname.replace(/\/$/, '')}${apiBase}`;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const SUCCESS = Buffer.from('"success":true');

/** this thread's CPU time in ms (Linux; null elsewhere) */
function threadCpuMs() {
  try {
    const stat = fs.readFileSync('/proc/thread-self/stat', 'utf8');
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(f[11]) + Number(f[12])) * 10;
  } catch {
    return null;
  }
}

/** `parse`: the timestamp answers are read whole; a window's answer (9 KB of numbers) is only checked for success */
async function get(conn, path, parse) {
  const t0 = performance.now();
  const r = await conn.get(`${prefix}${path}`);
  const ms = performance.now() - t0;
  if (!r || r.status !== 200) return { ms, ok: false, body: null };
  if (!parse) return { ms, ok: r.body.indexOf(SUCCESS) === 1, body: null };
  let body = null;
  try {
    body = JSON.parse(r.body.toString('utf8'));
  } catch {
    /* counted as an error */
  }
  return { ms, ok: body?.success === true, body };
}

const latencies = [];
const polls = [];
let errors = 0;
/** sessions the server had lost (it reopened them), and the longest wait for new data of any poller (ms) */
let reopened = 0;
let maxStall = 0;
const start = performance.now();
const measureFrom = start + 1000 + warmupSeconds * 1000;
const stopAt = measureFrom + seconds * 1000;
let cpuFrom = null;
setTimeout(() => (cpuFrom = threadCpuMs()), measureFrom - start);

async function poller(recordid, phase) {
  const conn = new HttpConn(base);
  await sleep(phase);
  let wrdbID = 0;
  let last = 0;
  let fresh = 0;
  while (performance.now() < stopAt) {
    const t0 = performance.now();
    const a = await get(conn, `/api/wrdb/queryWrdbLastTimestamp?type=1&recordid=${recordid}&wrdbID=${wrdbID}`, true);
    let poll = a.ms;
    let ok = a.ok;
    if (a.ok) {
      if (wrdbID && a.body.result.wrdbid !== wrdbID && t0 >= measureFrom) reopened++;
      wrdbID = a.body.result.wrdbid;
      const ts = a.body.result.timestamp;
      if (ts > last) {
        const begin = last || ts - 10; // from the last timestamp, as the curve widget asks
        const b = await get(conn, `/api/wrdb/queryWrdbData?type=1&wrdbID=${wrdbID}&recordID=${recordid}&timeSoc_Begin=${begin}&timeSoc_End=${ts}`, false);
        poll += b.ms;
        ok = ok && b.ok;
        if (t0 >= measureFrom) latencies.push(b.ms);
        last = ts;
        const t = performance.now();
        if (fresh && t0 >= measureFrom) maxStall = Math.max(maxStall, t - fresh);
        if (b.ok) fresh = t;
      }
    }
    if (t0 >= measureFrom) {
      latencies.push(a.ms);
      polls.push(poll);
      if (!ok) errors++;
    }
    await sleep(Math.max(0, 1000 - (performance.now() - t0)));
  }
  const cpuTo = threadCpuMs();
  if (wrdbID) await get(conn, `/api/wrdb/closeWrdb?wrdbID=${wrdbID}`, true);
  conn.close();
  return cpuTo;
}

const ends = await Promise.all(records.map((r, i) => poller(r, (1000 * i) / records.length)));
// the thread's CPU over the measured seconds (up to the first poller's end), as a share of a core
const cpuTo = Math.min(...ends.filter((x) => x !== null));
const cpuShare = cpuFrom === null || !Number.isFinite(cpuTo) ? null : (cpuTo - cpuFrom) / 1000 / seconds;
parentPort.postMessage({ latencies, polls, errors, reopened, maxStall, cpuShare });
