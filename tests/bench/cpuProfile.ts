import fs from 'node:fs';
import path from 'node:path';
import { Session } from 'node:inspector/promises';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/**
 * Samples this process's main thread (where the server runs) while `fn` runs, writes the
 * .cpuprofile (open it in Chrome DevTools or speedscope) and returns it. The inspector
 * adds some overhead of its own, so rates measured under it are not reported.
 */
export async function withCpuProfile<T>(file: string, fn: () => Promise<T>): Promise<{ result: T; profile: Profile }> {
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 500 });
  await session.post('Profiler.start');
  let profile: Profile | undefined;
  try {
    const result = await fn();
    profile = (await session.post('Profiler.stop')).profile as unknown as Profile;
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, JSON.stringify(profile));
    return { result, profile };
  } finally {
    if (!profile) await session.post('Profiler.stop').catch(() => {});
    session.disconnect();
  }
}

/** Where the time goes, by library. A native frame (writev, HmacJob…) counts for the nearest caller that is recognised. */
const BUCKETS: [string, RegExp][] = [
  ['idle', /^\(idle\)$/],
  ['GC', /^\(garbage collector\)$/],
  ['profiler', /^node:inspector/],
  ['PGlite (WASM + JS)', /^wasm:|@electric-sql\/pglite/],
  ['pg driver', /node_modules\/(pg|pg-protocol|pg-pool|pg-types)\//],
  ['Kysely', /node_modules\/kysely\//],
  ['jose / WebCrypto (token)', /node_modules\/jose\/|^node:internal\/crypto/],
  ['argon2', /@node-rs\/argon2|\/auth\/password\.ts/],
  ['Fastify', /node_modules\/(fastify|find-my-way|light-my-request|fast-json-stringify|avvio|@fastify)\//],
  ['zod', /node_modules\/zod\//],
  ['ISPS src', /\/src\/(server|shared)\//],
  ['Node http/net', /^node:/],
];

/** Self time per bucket, as shares of the sampled wall time (idle included). */
export function summarize(profile: Profile): { bucket: string; share: number }[] {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const memo = new Map<number, string>();
  const bucketOf = (id: number): string => {
    const hit = memo.get(id);
    if (hit) return hit;
    const f = byId.get(id)!.callFrame;
    const key = f.url || f.functionName;
    const own = BUCKETS.find(([, re]) => re.test(key))?.[0];
    const up = parent.get(id);
    const b = own ?? (up !== undefined && f.functionName !== '(root)' ? bucketOf(up) : 'other');
    memo.set(id, b);
    return b;
  };
  const times = new Map<string, number>();
  let total = 0;
  profile.samples.forEach((id, i) => {
    const dt = profile.timeDeltas[i] ?? 0;
    total += dt;
    const b = bucketOf(id);
    times.set(b, (times.get(b) ?? 0) + dt);
  });
  return [...times].map(([bucket, t]) => ({ bucket, share: t / total })).sort((a, b) => b.share - a.share);
}
