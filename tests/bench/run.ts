/**
 * `npm run bench`: the ISPS server against the same SQL run straight through the database
 * driver and against a bare Fastify route, on loopback. Options: see options.ts.
 * Never part of `npm test`: vitest only collects *.test.ts under tests/unit and tests/server.
 */
import os from 'node:os';
import path from 'node:path';
import { startBare } from './bare.js';
import { summarize, withCpuProfile } from './cpuProfile.js';
import { endpoints, type Endpoint } from './endpoints.js';
import { entityHooks } from '#server/modules.js';
import { httpLoad } from './load.js';
import { measureEndpoint } from './measure.js';
import { readOptions, type BenchOptions, type DbKind } from './options.js';
import { benchPostgres } from './postgres.js';
import { answerDiffers, profileEndpoint, shortSql, type EndpointProfile } from './profile.js';
import { detailTable, resultTable, verdict, type Row } from './report.js';
import { CPU_KEYS, measureCpu } from './cpuPerRequest.js';
import { cpuTable } from './cpuReport.js';
import { seedUsers } from './seedUsers.js';
import { bundleTable, firstLoads } from './bundle.js';
import { renderBench, renderTable } from './render.js';
import { curveBench, curveOk, curveTable } from './curve.js';
import { ADMIN_PASSWORD, startIsps } from './server.js';
import { benchRealtime } from './realtime/index.js';
import { benchHeatmap, heatmapOk, heatmapTable } from './heatmap.js';
import { benchHeatmapLoad, heatLoadOk, heatLoadTable } from './heatmapLoad.js';
import { websocketBench, websocketTable, type WsResult } from './websocket.js';
import { benchUploads, uploadsOk, uploadsTable } from './uploads.js';
import { publish } from './docs.js';
import { benchC37118, c37118Ok, c37118Table } from './c37118.js';
import { benchSlowReaders, slowReadersOk, slowReadersTable } from './slowReaders.js';
import { benchHistory, historyOk, historyTable } from './historyBench.js';
import { benchMonitor, monitorOk, monitorTable } from './monitorOverhead.js';
import { benchDatasets, datasetsOk, datasetsTable } from './datasets.js';
import { benchPq, pqOk, pqTable } from './pqBench.js';
import { benchCluster, clusterOk, clusterTable } from './cluster.js';
import { costOk, costTable, predictionTable } from './clusterCost.js';
import { benchSoak, soakOk, soakTable } from './soak/index.js';
import { benchAccuracy } from './accuracy/index.js';
import { benchSerializer, SERIALIZER_KEYS, serializerTable, switchableSerializer, type SerializerRow } from './serializer.js';

const log = (s = '') => process.stdout.write(`${s}\n`);
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

async function adminSession(origin: string, apiBase: string) {
  const res = await fetch(`${origin}${apiBase}/sys/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }),
  });
  const body = (await res.json()) as { success: boolean; message: string; result: { token: string; userInfo: { id: string } } };
  if (!body.success) throw new Error(`admin login failed: ${body.message}`);
  return { token: body.result.token, adminId: body.result.userInfo.id };
}

function printStatements(ep: Endpoint, p: EndpointProfile) {
  const list = (qs: EndpointProfile['warm']) => (qs.length ? qs.map((q) => shortSql(q.sql)).join('; ') : 'none');
  log(`  ${ep.key.padEnd(10)} warm ${String(p.warm.length).padStart(2)}: ${list(p.warm)}`);
  log(`  ${''.padEnd(10)} cold ${String(p.cold.length).padStart(2)}: ${list(p.cold)}`);
  for (const m of p.missing) log(`  ${''.padEnd(10)} WARNING: raw baseline SQL not seen from the server: ${m}`);
}

/** One more ISPS run per endpoint under the profiler: where the main thread's time goes. */
async function profileRuns(kind: DbKind, origin: string, eps: Endpoint[], o: BenchOptions) {
  log();
  log(`main-thread CPU profile of one more ${o.duration} s ISPS run per endpoint (self time, by library; ${o.cpuProf}):`);
  for (const ep of eps) {
    const file = path.join(o.cpuProf!, `${kind}-${ep.key}.cpuprofile`);
    const { result, profile } = await withCpuProfile(file, () =>
      httpLoad(origin, ep.requests, { connections: o.connections, warmup: 0, duration: o.duration }),
    );
    const parts = summarize(profile)
      .filter((b) => b.share >= 0.01)
      .map((b) => `${b.bucket} ${Math.round(b.share * 100)}%`);
    const failed = result.failures ? `, ${result.failures} FAILED` : '';
    log(`  ${ep.key.padEnd(10)} ${parts.join(', ')} (${result.requests} requests${failed})`);
  }
}

/**
 * The endpoints' server runs without the device simulator and the history writer: their timers take the main
 * thread at a rate per second, not per request (77 % of its samples in a permission run on a busy machine), so
 * they would be charged to whichever of ISPS or the raw loop ran longer. The realtime parts measure them.
 */
async function withoutSimulator<T>(start: () => Promise<T>): Promise<T> {
  const before = { sim: process.env.ISPS_SIMULATOR, history: process.env.ISPS_HISTORY };
  process.env.ISPS_SIMULATOR = 'off';
  process.env.ISPS_HISTORY = 'off';
  try {
    return await start();
  } finally {
    for (const [k, v] of [
      ['ISPS_SIMULATOR', before.sim],
      ['ISPS_HISTORY', before.history],
    ] as const)
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
  }
}

async function benchDatabase(kind: DbKind, o: BenchOptions): Promise<Row[]> {
  // nothing pinned (issue 32): the goals are CPU per request, which the scheduler does not decide
  const pgServer = kind === 'pg' ? await benchPostgres() : undefined;
  const serializer = switchableSerializer();
  const server = await withoutSimulator(() => startIsps(pgServer?.url, {}, undefined, { serializerCompiler: serializer.compiler }));
  const db = kind === 'pg' ? 'PostgreSQL' : 'PGlite';
  try {
    log(`\n=== ${kind === 'pg' ? `PostgreSQL (${pgServer!.origin}; pool of 10)` : 'PGlite (in memory, in this process)'} ===`);
    const t0 = performance.now();
    await seedUsers(server.database.raw, o.users);
    log(`seeded ${o.users.toLocaleString('en-US')} users in ${Math.round(performance.now() - t0)} ms`);
    const { token, adminId } = await adminSession(server.origin, server.apiBase);
    const eps = (
      await endpoints({
        apiBase: server.apiBase,
        raw: server.database.raw,
        registry: server.ctx.registry,
        ctx: server.ctx,
        hooks: entityHooks().sys_user,
        token,
        adminId,
        users: o.users,
      })
    ).filter((e) => !o.only || o.only.includes(e.key));

    log('statements per request, seen at the database driver (warm caches / right after dropping the session and dictionary caches):');
    const profiles = new Map<string, EndpointProfile>();
    for (const ep of eps) {
      const p = await profileEndpoint(server, ep);
      profiles.set(ep.key, p);
      printStatements(ep, p);
      const differs = await answerDiffers(server, ep);
      if (differs) throw new Error(`${ep.key}: the raw baseline's answer is not the server's: ${differs}`);
    }

    const bare = await startBare(eps.map((ep) => ({ ...ep.bare, payload: profiles.get(ep.key)!.payload })));
    const rows: Row[] = [];
    const serialized: SerializerRow[] = [];
    try {
      for (const ep of eps) {
        process.stdout.write(`measuring ${ep.key}:`);
        const result = await measureEndpoint(ep, server.origin, bare.origin, o, (s) => process.stdout.write(` ${s}`));
        let cpu;
        if (CPU_KEYS.includes(ep.key)) {
          // a fixed request count, the same for the server, the raw loop and the floor: about a round's worth of the
          // slower of ISPS and raw SQL (a cached route's raw loop is many times slower); at least nine rounds: on two
          // shared cores one round's ratio moves by up to half (0.95–1.81 for the list in one run), the median less
          const amount = Math.max(200, Math.round(Math.min(result.isps.rps, result.raw.rps) * o.duration));
          const rounds = Math.max(9, o.rounds);
          process.stdout.write(` cpu (${amount} requests × ${rounds})`);
          cpu = await measureCpu(ep, server.origin, server.dbThreads, amount, rounds, o.connections);
        }
        if (SERIALIZER_KEYS.includes(ep.key)) {
          const amount = Math.max(200, Math.round(result.isps.rps * o.duration));
          process.stdout.write(' serializer before/after');
          serialized.push(
            await benchSerializer(db, ep, server.origin, server.dbThreads, serializer.mode, { amount, rounds: o.rounds, connections: o.connections }),
          );
        }
        process.stdout.write('\n');
        rows.push({ db, endpoint: ep, result, statements: profiles.get(ep.key)!.warm.length, cpu });
      }
    } finally {
      await bare.app.close();
    }
    log();
    log(`${db}:`);
    log(resultTable(rows));
    log();
    log(detailTable(rows));
    // a run of other benches (--only=…) measured no endpoint: the table of the last run that did stays
    if (rows.length) publish(`endpoints-${kind}`, `${resultTable(rows)}\n\n${detailTable(rows)}`);
    if (rows.some((r) => r.cpu)) {
      log();
      log(`${db}, CPU per request (this process's threads from /proc; nothing pinned):`);
      log(cpuTable(rows));
      publish(`cpu-${kind}`, cpuTable(rows));
    }
    if (serialized.length) {
      log();
      log(`${db}, answers written by the response schemas (fast-json-stringify) vs JSON.stringify, same server, interleaved rounds:`);
      log(serializerTable(serialized));
      publish(`serializer-${kind}`, serializerTable(serialized));
    }
    if (o.cpuProf) await profileRuns(kind, server.origin, eps, o);
    return rows;
  } finally {
    await server.close();
    await pgServer?.stop();
  }
}

async function main() {
  const o = readOptions();
  const cpus = os.cpus();
  log('ISPS bench: the ISPS server vs. its own SQL through the raw driver vs. a bare Fastify route');
  log(`machine: ${cpus.length} × ${cpus[0]?.model.trim() ?? '?'}, Node ${process.version}; load average ${load()}`);
  log(`per endpoint: ${o.warmup} s warm-up each, then ${o.rounds} rounds of ISPS → raw SQL → bare Fastify, ${o.duration} s each,`);
  log(`${o.connections} connections (raw SQL: ${o.connections} concurrent loops). Rates and p99 are medians of the rounds;`);
  log('ratios are medians of per-round ratios. Goals: the list, dictionary and permission routes at most 1.3× the CPU per');
  log('request of their raw SQL behind a plain node:http server (the same requests over the same loopback sockets; the');
  log('throughput ratios are information); login at least 80% of its raw SQL rate. The ISPS server, bare Fastify, the');
  log('floor and the raw-SQL loops run in this process; autocannon (the load generator) in a child process.');
  const all: Row[] = [];
  if (!o.only || o.only.includes('bundle')) {
    log('\n=== first-load JavaScript (a production build, loaded in Chromium) ===');
    const text = bundleTable(await firstLoads());
    log(text);
    publish('bundle', text);
  }
  if (!o.only || o.only.includes('render')) {
    log('\n=== schema page render (a production build, in Chromium) ===');
    const text = renderTable(await renderBench());
    log(text);
    publish('render', text);
  }
  let curvesOk = true;
  if (!o.only || o.only.includes('curve')) {
    log('\n=== live curve tick: G2Plot vs uPlot vs the widget (one Chromium page; per tick: +50 points, redraw the window) ===');
    const rows = await curveBench(o.rounds);
    log(curveTable(rows));
    publish('curve', curveTable(rows));
    curvesOk = curveOk(rows);
  }
  let heatOk = true;
  if (!o.only || o.only.includes('heatmap')) {
    log(`\n=== heat-map image: render + PNG encode of a 1000×800 frame (median of 31 runs after 5 warm-ups, this process) ===`);
    const rows = benchHeatmap();
    log(heatmapTable(rows));
    publish('heatmap', heatmapTable(rows));
    log('\n=== heat-map service under load: a cheap GET timed while the largest heat maps are rendered (the ISPS server, this process) ===');
    const load = await benchHeatmapLoad();
    log(heatLoadTable(load));
    publish('heatmapLoad', heatLoadTable(load));
    heatOk = heatmapOk(rows) && heatLoadOk(load);
  }
  let filesOk = true;
  if (!o.only || o.only.includes('uploads')) {
    log('\n=== files: a 10 MB image up and back, a 2,000-row .xlsx import (PGlite in this thread; the longest event-loop stall meanwhile) ===');
    const rows = await benchUploads();
    log(uploadsTable(rows));
    publish('uploads', uploadsTable(rows));
    filesOk = uploadsOk(rows);
  }
  let datasetOk = true;
  if (!o.only || o.only.includes('datasets')) {
    log('\n=== data sets: 1,000,000 values uploaded, browsed by page and drawn as a min/max curve (PGlite in this thread) ===');
    const rows = await benchDatasets();
    log(datasetsTable(rows));
    publish('datasets', datasetsTable(rows));
    datasetOk = datasetsOk(rows);
  }
  let pqGood = true;
  if (!o.only || o.only.includes('pq')) {
    log(`\n=== power quality: the ITIC / SEMI scatter and SARFI over 10,000 events (${o.databases.join(', ')}, the server in this thread) ===`);
    const rows = [];
    for (const kind of o.databases) rows.push(...(await benchPq(kind)));
    log(pqTable(rows));
    publish('pq', pqTable(rows));
    pqGood = pqOk(rows);
  }
  let c37Ok = true;
  if (!o.only || o.only.includes('c37118')) {
    log("\n=== IEEE C37.118.2 ingest: 1,000 PMUs' data frames decoded and appended, with and without the history writer (this thread, CPU time) ===");
    const r = benchC37118();
    log(c37118Table(r));
    publish('c37118', c37118Table(r));
    c37Ok = c37118Ok(r);
  }
  let slowOk = true;
  if (!o.only || o.only.includes('slowReaders')) {
    log("\n=== clients that pipeline window polls and never read: other pollers' p99 and the process RSS (PGlite in this thread) ===");
    const r = await benchSlowReaders();
    log(slowReadersTable(r));
    publish('slowReaders', slowReadersTable(r));
    slowOk = slowReadersOk(r);
  }
  // C37.118.1 accuracy of the measurement math: a miss makes the run exit non-zero
  const accurate = !o.only || o.only.includes('accuracy') ? benchAccuracy(log) : true;
  if (!accurate) process.exitCode = 1;
  let historyGood = true;
  if (!o.only || o.only.includes('history')) {
    log(`\n=== measurement history: the writer in real time for 1,000 devices × 2 points, and a 24 h range read (${o.databases.join(', ')}) ===`);
    const rs = [];
    for (const kind of o.databases) rs.push(await benchHistory(kind));
    log(historyTable(rs));
    publish('history', historyTable(rs));
    historyGood = rs.every(historyOk);
  }
  let monOk = true;
  if (!o.only || o.only.includes('monitor')) {
    log(`\n=== monitor overhead: request tracing on vs off, GET /sys/user/list (two PGlite servers, ${o.rounds} interleaved rounds of ${o.duration} s) ===`);
    const r = await benchMonitor(o);
    log(monitorTable(r));
    publish('monitor', monitorTable(r));
    monOk = monitorOk(r);
  }
  let clustered = true;
  if (o.only?.includes('cluster')) {
    // asked for by name only: it needs redis-server and nginx, and minutes
    log('\n=== several processes: Redis, PostgreSQL, nginx and 1 vs 3 ISPS processes (tools/cluster), kill -9 under load ===');
    const r = await benchCluster(o);
    log(clusterTable(r));
    publish('cluster', clusterTable(r));
    const cost = `${costTable(r.cost)}\n\nPredicted from these figures (each route alone; Redis is one thread):\n\n${predictionTable(r.cost)}`;
    log('\nCPU per request by process group, single process vs the cluster (/proc; nothing pinned):');
    log(cost);
    publish('clusterCost', cost);
    clustered = clusterOk(r) && costOk(r.cost);
  }
  let soaked = true;
  if (o.only?.includes('soak')) {
    // asked for by name only: it takes an hour (--minutes=N)
    log(`\n=== soak: RSS of one server process over ${o.soakMinutes} min under pollers, websockets and an administrator ===`);
    const r = await benchSoak({ minutes: o.soakMinutes, pollers: 1000, sockets: 100, clickMs: 3000 });
    log(soakTable(r));
    publish('soak', soakTable(r));
    soaked = soakOk(r);
  }
  const apart = [
    'bundle',
    'render',
    'curve',
    'realtime',
    'websocket',
    'heatmap',
    'uploads',
    'datasets',
    'pq',
    'c37118',
    'accuracy',
    'history',
    'monitor',
    'cluster',
    'soak',
  ];
  for (const kind of o.databases) if (!o.only || o.only.some((k) => !apart.includes(k))) all.push(...(await benchDatabase(kind, o)));
  if (!o.only || o.only.includes('websocket')) {
    log(
      `\n=== websocket: ${o.sockets.toLocaleString('en-US')} sockets on loopback (one user each, opened by a worker thread), ${o.rounds} publishes to all ===`,
    );
    const ws: WsResult[] = [];
    for (const kind of o.databases) ws.push(await websocketBench(kind, o));
    log(websocketTable(ws));
    publish('websocket', websocketTable(ws));
  }
  const realtimeOk = !o.only || o.only.includes('realtime') ? await benchRealtime(o.cpuProf) : true;
  const failed = all.filter((r) => !verdict(r).pass);
  log();
  log(`load average now ${load()} (${cpus.length} CPUs; more than that means other work competed with the bench)`);
  if (all.length)
    log(
      failed.length
        ? `${failed.length} of ${all.length} endpoint results missed a goal: ${failed.map((r) => `${r.endpoint.key} on ${r.db}`).join(', ')}`
        : `all ${all.length} endpoint results met their goals.`,
    );
  if (!realtimeOk) log('the realtime plane missed a goal (see its table).');
  if (!curvesOk) log('the live curve missed a goal (see its table).');
  if (!heatOk) log('the heat-map image missed its goal (see its table).');
  if (!filesOk) log('file uploads or imports stalled the event loop (see their table).');
  if (!c37Ok) log('C37.118.2 ingest missed its goal (see its table).');
  if (!slowOk) log('pipelining clients that never read held other pollers back or kept memory (see the slow-readers table).');
  if (!accurate) log('the measurement math missed a C37.118.1 limit (see the accuracy table).');
  if (!historyGood) log('measurement history missed a goal (see its table).');
  if (!monOk) log('request tracing cost more than its goal (see the monitor table).');
  if (!datasetOk) log('data-set browse or curve missed a goal (see its table).');
  if (!pqGood) log('the power-quality scatter or compliance report missed its goal (see its table).');
  if (!clustered) log('the cluster missed a goal (see its table).');
  if (!soaked) log('the soak missed its goal (see its table).');
  // a missed goal is a failed run
  const allOk =
    !failed.length &&
    realtimeOk &&
    curvesOk &&
    heatOk &&
    filesOk &&
    c37Ok &&
    slowOk &&
    accurate &&
    historyGood &&
    monOk &&
    datasetOk &&
    pqGood &&
    clustered &&
    soaked;
  if (!allOk) process.exitCode = 1;
}

main().then(
  () => process.exit(), // 0, or process.exitCode when a section set it
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
