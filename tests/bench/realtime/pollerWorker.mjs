// Load generator for the realtime bench, in its own thread (plain JS: no loader needed).
// Each poller does what the curve widget does once a second: the last timestamp of its record,
// then the window since the previous one (the first poll asks for 10 s).
import http from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';

const { origin, apiBase, records, warmupSeconds, seconds } = workerData;
const agent = new http.Agent({ keepAlive: true, maxSockets: records.length + 16 });
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

function get(path) {
  return new Promise((resolve) => {
    const t0 = performance.now();
    const req = http.get(`${origin}${apiBase}${path}`, { agent }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c) => {
        text += c;
      });
      res.on('end', () => {
        let body = null;
        try {
          body = JSON.parse(text);
        } catch {
          /* counted as an error */
        }
        resolve({ ms: performance.now() - t0, ok: res.statusCode === 200 && body?.success === true, body });
      });
    });
    req.on('error', () => resolve({ ms: performance.now() - t0, ok: false, body: null }));
  });
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

async function poller(recordid, phase) {
  await sleep(phase);
  let wrdbID = 0;
  let last = 0;
  let fresh = 0;
  while (performance.now() < stopAt) {
    const t0 = performance.now();
    const a = await get(`/api/wrdb/queryWrdbLastTimestamp?type=1&recordid=${recordid}&wrdbID=${wrdbID}`);
    let poll = a.ms;
    let ok = a.ok;
    if (a.ok) {
      if (wrdbID && a.body.result.wrdbid !== wrdbID && t0 >= measureFrom) reopened++;
      wrdbID = a.body.result.wrdbid;
      const ts = a.body.result.timestamp;
      if (ts > last) {
        const begin = last || ts - 10; // from the last timestamp, as the curve widget asks
        const b = await get(`/api/wrdb/queryWrdbData?type=1&wrdbID=${wrdbID}&recordID=${recordid}&timeSoc_Begin=${begin}&timeSoc_End=${ts}`);
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
  if (wrdbID) await get(`/api/wrdb/closeWrdb?wrdbID=${wrdbID}`);
}

await Promise.all(records.map((r, i) => poller(r, (1000 * i) / records.length)));
agent.destroy();
parentPort.postMessage({ latencies, polls, errors, reopened, maxStall });
