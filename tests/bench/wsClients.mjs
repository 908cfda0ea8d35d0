// Worker thread of the websocket bench (tests/bench/websocket.ts): opens one socket per user,
// with the token as Sec-WebSocket-Protocol, and reports when every socket has received a message.
// Plain JavaScript so the worker needs no TypeScript loader. Times are absolute (timeOrigin + now),
// comparable with the main thread's.
import { parentPort, workerData } from 'node:worker_threads';
import WebSocket from 'ws';

const { wsBase, users, concurrency } = workerData;
const now = () => performance.timeOrigin + performance.now();
const sockets = [];
/** msgId → arrival times */
const arrivals = new Map();

function onMessage(data) {
  const at = now();
  let m;
  try {
    m = JSON.parse(data.toString());
  } catch {
    return;
  }
  if (!m.msgId) return;
  let list = arrivals.get(m.msgId);
  if (!list) arrivals.set(m.msgId, (list = []));
  list.push(at);
  if (list.length === users.length) parentPort.postMessage({ type: 'delivered', msgId: m.msgId, times: list });
}

function open(u) {
  return new Promise((resolve, reject) => {
    const t = now();
    const ws = new WebSocket(`${wsBase}/websocket/${u.id}`, [u.token]);
    ws.on('message', onMessage);
    ws.once('open', () => {
      sockets.push(ws);
      resolve(now() - t);
    });
    ws.once('unexpected-response', (_req, res) => reject(new Error(`refused: HTTP ${res.statusCode}`)));
    ws.once('error', reject);
  });
}

async function connectAll() {
  const start = now();
  const handshakes = [];
  let next = 0;
  const lane = async () => {
    while (next < users.length) handshakes.push(await open(users[next++]));
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, users.length) }, lane));
  return { totalMs: now() - start, handshakes };
}

parentPort.on('message', (msg) => {
  if (msg.type === 'partial') {
    parentPort.postMessage({ type: 'partial', msgId: msg.msgId, times: arrivals.get(msg.msgId) ?? [] });
  } else if (msg.type === 'close') {
    for (const ws of sockets) ws.terminate();
    parentPort.postMessage({ type: 'closed' });
  }
});

connectAll().then(
  (r) => parentPort.postMessage({ type: 'connected', ...r }),
  (e) => parentPort.postMessage({ type: 'failed', message: e.message }),
);
