// Worker threads of the heat-map load row (tests/bench/heatmapLoad.ts), so the clients do not share the
// server's event loop. mode 'heat': POSTs `rate` of the largest heat maps the limits allow per second, each
// different (the cache cannot answer them), without waiting for answers (open loop, like independent
// visitors). mode 'get': GETs `url` `rate` times a second and times each. Both run until told to stop, then
// report [{status, ms}]. Plain JavaScript so the worker needs no TypeScript loader.
import { parentPort, workerData } from 'node:worker_threads';

const { mode, url, rate, nodes, side, radius } = workerData;
let seed = 1;

function heaviest() {
  let x = seed++;
  const rnd = () => (x = (x * 1103515245 + 12345) >>> 0) / 2 ** 32;
  const list = Array.from({ length: nodes }, () => ({ x: Math.round(rnd() * side), y: Math.round(rnd() * side), v: rnd() * 100 }));
  return JSON.stringify({ nodes: list, scale: { w: side, h: side }, radius });
}

const results = [];
const pending = new Set();
function fire() {
  const init = mode === 'heat' ? { method: 'POST', headers: { 'content-type': 'application/json' }, body: heaviest() } : {};
  const t = performance.now();
  const p = fetch(url, init)
    .then(async (res) => {
      await res.arrayBuffer();
      results.push({ status: res.status, ms: performance.now() - t });
    })
    .catch(() => results.push({ status: 0, ms: performance.now() - t }))
    .finally(() => pending.delete(p));
  pending.add(p);
}

const timer = setInterval(fire, 1000 / rate);
fire();
parentPort.on('message', async () => {
  clearInterval(timer);
  await Promise.all(pending);
  parentPort.postMessage(results);
});
