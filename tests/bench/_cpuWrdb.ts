import { startIsps } from './server.js';
import { realtimeOf } from '../../src/server/realtime/plane.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
async function cpuPer(url: string, n: number) {
  const c0 = process.cpuUsage();
  for (let i = 0; i < n; i++) await (await fetch(url)).arrayBuffer();
  const c = process.cpuUsage(c0);
  return (c.user + c.system) / n;
}
process.env.ISPS_SIMULATOR = 'off';
process.env.ISPS_HISTORY = 'off';
const server = await startIsps();
const plane = realtimeOf(server.ctx)!;
// fill one ring by hand: simulator off so its ticks do not count
const id = [...plane.directory.byRecordId.keys()][0];
const ring = plane.wrdb.get(id)!;
const now = Math.floor(Date.now() / 1000);
ring.write((now - 60) * ring.rate, Float32Array.from({ length: 61 * ring.rate * ring.width }, (_, i) => 50 + Math.sin(i / 7) * 0.1));
await sleep(200);
const api = `${server.origin}${server.apiBase}`;
const open = (await (await fetch(`${api}/api/wrdb/queryWrdbLastTimestamp?type=1&recordid=${id}&wrdbID=0`)).json()) as any;
const { wrdbid, timestamp } = open.result;
const url = `${api}/api/wrdb/queryWrdbData?type=1&wrdbID=${wrdbid}&recordID=${id}&timeSoc_Begin=${timestamp - 10}&timeSoc_End=${timestamp}`;
const body = await (await fetch(url)).text();
console.log('body bytes', body.length, body.slice(0, 200));
const { default: Fastify } = await import('fastify');
const bare = Fastify();
bare.get('/same', async (_req, reply) => reply.type('application/json; charset=utf-8').send(body));
await bare.listen({ port: 0, host: '127.0.0.1' });
const bareUrl = `http://127.0.0.1:${(bare.server.address() as any).port}/same`;
await cpuPer(url, 3000);
await cpuPer(bareUrl, 3000);
for (let i = 0; i < 5; i++) {
  const a = await cpuPer(url, 4000);
  const b = await cpuPer(bareUrl, 4000);
  console.log(`cpu/request isps ${a.toFixed(1)} us, bare ${b.toFixed(1)} us, diff ${(a - b).toFixed(1)} us`);
}
await bare.close();
await server.close();
