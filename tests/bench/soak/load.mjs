// Load of the soak bench (tests/bench/soak/index.ts), in a worker thread: pollers doing what the
// curve widget does each second, websockets held open, and an administrator clicking through
// lists, an export, a report and a heat map every few seconds. Counts are posted once a minute.
import http from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';
import WebSocket from 'ws';

const { origin, apiBase, token, adminId, records, pollers, sockets, seconds, clickMs } = workerData;
const agent = new http.Agent({ keepAlive: true, maxSockets: pollers + 32 });
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const stopAt = performance.now() + seconds * 1000;
const counts = { polls: 0, pollErrors: 0, clicks: 0, clickErrors: 0, socketsOpen: 0 };
/** why polls failed: HTTP status and message (status 0: no answer), with a count each */
const pollFailures = {};
const failure = (r) => {
  const key = `${r.status} ${r.json?.message ?? ''}`.trim().slice(0, 80);
  pollFailures[key] = (pollFailures[key] ?? 0) + 1;
};

function request(method, path, { body, headers = {} } = {}) {
  return new Promise((resolve) => {
    const req = http.request(`${origin}${apiBase}${path}`, { method, agent, headers }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => {
        const buf = Buffer.concat(chunks);
        let json = null;
        if (String(res.headers['content-type']).includes('json')) {
          try {
            json = JSON.parse(buf.toString('utf8'));
          } catch {
            /* counted as an error below */
          }
        }
        resolve({ status: res.statusCode, json, bytes: buf.length });
      });
    });
    // no answer: the socket error's code (ECONNRESET, ETIMEDOUT…) is what the tally can say
    req.on('error', (e) => resolve({ status: 0, json: { message: e.code ?? e.message }, bytes: 0 }));
    if (body) req.end(body);
    else req.end();
  });
}

async function poller(recordid, phase) {
  await sleep(phase);
  let wrdbID = 0;
  let last = 0;
  while (performance.now() < stopAt) {
    const t0 = performance.now();
    const a = await request('GET', `/api/wrdb/queryWrdbLastTimestamp?type=1&recordid=${recordid}&wrdbID=${wrdbID}`);
    let ok = a.json?.success === true;
    if (!ok) failure(a);
    if (ok) {
      wrdbID = a.json.result.wrdbid;
      const ts = a.json.result.timestamp;
      if (ts > last) {
        // as the curve widget does (src/client/curves/curveTimer.ts): from the last timestamp, so a record
        // faster than 200 Hz never asks for a window that ends before it begins
        const begin = last || ts - 10;
        const b = await request('GET', `/api/wrdb/queryWrdbData?type=1&wrdbID=${wrdbID}&recordID=${recordid}&timeSoc_Begin=${begin}&timeSoc_End=${ts}`);
        ok = b.json?.success === true;
        if (!ok) failure(b);
        last = ts;
      }
    }
    counts.polls++;
    if (!ok) counts.pollErrors++;
    await sleep(Math.max(0, 1000 - (performance.now() - t0)));
  }
}

const auth = { 'X-Access-Token': token };
let reportId = null;
/** what an administrator does, one step every clickMs: lists, an Excel export, a report page, a heat map */
const steps = [
  () => request('GET', '/sys/user/list?pageNo=1&pageSize=10', { headers: auth }),
  () => request('GET', '/sys/role/list?pageNo=1&pageSize=10', { headers: auth }),
  () => request('GET', '/sys/dict/list?pageNo=1&pageSize=10', { headers: auth }),
  () => request('GET', '/sys/log/list?logType=1&pageNo=1&pageSize=10', { headers: auth }),
  () => request('GET', '/sys/user/exportXls', { headers: auth }),
  async () => {
    if (!reportId) reportId = (await request('GET', '/online/cgreport/api/getRpColumns/report_device', { headers: auth })).json?.result?.cgRpConfigId;
    return request('GET', `/online/cgreport/api/getData/${reportId}?pageNo=1&pageSize=10`, { headers: auth });
  },
  () => {
    const nodes = Array.from({ length: 500 }, (_, i) => ({ x: (i * 37) % 1000, y: (i * 53) % 800, v: (i * 7) % 100 }));
    return request('POST', '/api/heatmap', {
      body: JSON.stringify({ nodes, scale: { w: 1000, h: 800 }, radius: 40 }),
      headers: { 'content-type': 'application/json' },
    });
  },
  () => request('GET', '/sys/annountCement/listByUser', { headers: auth }),
];

async function admin() {
  for (let i = 0; performance.now() < stopAt; i++) {
    const r = await steps[i % steps.length]();
    counts.clicks++;
    if (r.status !== 200) counts.clickErrors++;
    await sleep(clickMs);
  }
}

async function openSockets() {
  const wsBase = origin.replace(/^http/, 'ws') + apiBase;
  const list = [];
  for (let i = 0; i < sockets; i++) {
    const ws = new WebSocket(`${wsBase}/websocket/${adminId}`, [token]);
    ws.on('open', () => counts.socketsOpen++);
    ws.on('close', () => counts.socketsOpen--);
    ws.on('error', () => {});
    list.push(ws);
    const beat = setInterval(() => ws.readyState === 1 && ws.send(JSON.stringify({ cmd: 'heartcheck' })), 30_000);
    ws.on('close', () => clearInterval(beat));
  }
  return list;
}

const minute = setInterval(() => parentPort.postMessage({ type: 'counts', ...counts, pollFailures }), 60_000);
const open = await openSockets();
await Promise.all([...Array.from({ length: pollers }, (_, i) => poller(records[i % records.length], (1000 * i) / pollers)), admin()]);
clearInterval(minute);
for (const ws of open) ws.close();
agent.destroy();
parentPort.postMessage({ type: 'done', ...counts, pollFailures });
