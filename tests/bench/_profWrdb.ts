import { startIsps } from './server.js';
import { serverTime, bareServerTime } from './realtime/serverTime.js';
import { withCpuProfile } from './cpuProfile.js';
import { realtimeOf } from '#server/realtime/plane.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const server = await startIsps();
await sleep(2000);
const plane = realtimeOf(server.ctx)!;
const rec = plane.directory.entries[0];
const id = (rec as any).recordId ?? (rec as any).record?.id ?? [...plane.directory.byRecordId.keys()][0];
const api = `${server.origin}${server.apiBase}`;
const open = (await (await fetch(`${api}/api/wrdb/queryWrdbLastTimestamp?type=1&recordid=${id}&wrdbID=0`)).json()) as any;
const { wrdbid, timestamp } = open.result;
const url = `${api}/api/wrdb/queryWrdbData?type=1&wrdbID=${wrdbid}&recordID=${id}&timeSoc_Begin=${timestamp - 10}&timeSoc_End=${timestamp}`;
await serverTime(url, 3000);
const body = await (await fetch(url)).text();
for (let i = 0; i < 4; i++) {
  const a = await serverTime(url, 3000);
  const b = await bareServerTime(body, 3000);
  console.log(`isps p50 ${a.p50.toFixed(0)} p99 ${a.p99.toFixed(0)} | bare p50 ${b.p50.toFixed(0)} p99 ${b.p99.toFixed(0)} | ratio ${(a.p50 / b.p50).toFixed(2)}`);
}
if (process.env.PROF) {
  const { profile } = await withCpuProfile('/tmp/prof/wrdb.cpuprofile', () => serverTime(url, 20000));
  const byId = new Map(profile.nodes.map((n: any) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes as any[]) for (const c of n.children ?? []) parent.set(c, n.id);
  const label = (n: any) => `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.replace(/.*node_modules\//, '').replace(/.*\/work\/main\//, '')}:${n.callFrame.lineNumber}`;
  const isServer = (id: number) => {
    for (let x: number | undefined = id; x !== undefined; x = parent.get(x)) {
      const u = (byId.get(x) as any).callFrame.url as string;
      if (/fastify|_http_server|src\/server\/(?!realtime\/(simulator|math))/.test(u)) return true;
    }
    return false;
  };
  const self = new Map<string, number>();
  const incl = new Map<string, number>();
  let total = 0, server = 0;
  profile.samples.forEach((sid: number, i: number) => {
    const dt = profile.timeDeltas[i] ?? 0;
    total += dt;
    if (!isServer(sid)) return;
    server += dt;
    const k = label(byId.get(sid));
    self.set(k, (self.get(k) ?? 0) + dt);
    const seen = new Set<string>();
    for (let x: number | undefined = sid; x !== undefined; x = parent.get(x)) {
      const l = label(byId.get(x));
      if (seen.has(l)) continue;
      seen.add(l);
      incl.set(l, (incl.get(l) ?? 0) + dt);
    }
  });
  console.log(`server share of samples ${((server / total) * 100).toFixed(1)} %; per request ${(server / 20000).toFixed(1)} us`);
  console.log('--- self (server stacks)');
  for (const [k, v] of [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, 40)) console.log(((v / server) * 100).toFixed(1).padStart(5), k);
  console.log('--- inclusive');
  for (const [k, v] of [...incl.entries()].sort((a, b) => b[1] - a[1]).slice(0, 60)) console.log(((v / server) * 100).toFixed(1).padStart(5), k);
}
await server.close();
