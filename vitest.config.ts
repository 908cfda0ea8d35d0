import fs from 'node:fs';
import path from 'node:path';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

// The server suite runs twice: on embedded PGlite and on a real PostgreSQL server
// (started by tests/setup/postgres.ts) whenever PostgreSQL is installed; .ci/run installs it.
// Both get a throw-away Redis (tests/setup/redis.ts) when redis-server is installed, for the cluster tests.
const hasPostgres = fs.existsSync('/usr/lib/postgresql') && fs.readdirSync('/usr/lib/postgresql').length > 0;
if (!hasPostgres) console.warn('[vitest] PostgreSQL not installed: the server suite runs on PGlite only');

// Server test files share one module graph per worker (isolate: false): each file starts its own
// server, so nothing but module-level code is shared, and importing the server once per worker
// instead of once per file halves the suite. Files that replace modules (vi.mock), set process.env, or fake
// the clock without giving it back after each test keep a fresh module graph each.
const SERVER = 'tests/server';
const needsIsolation = (text: string) =>
  /\bvi\.mock\(|process\.env\.\w+\s*=[^=]/.test(text) || (/useFakeTimers\(/.test(text) && !/afterEach\(\(\) => \{\s*vi\.useRealTimers\(\)/.test(text));
const serverFiles = (fs.readdirSync(SERVER, { recursive: true }) as string[]).filter((f) => f.endsWith('.test.ts'));
const serverText = new Map(serverFiles.map((f) => [f, fs.readFileSync(path.join(SERVER, f), 'utf8')]));
const isolated = serverFiles.filter((f) => needsIsolation(serverText.get(f)!)).map((f) => `${SERVER}/${f}`);

// Every server file runs on PGlite, the database a default install uses. PGlite is PostgreSQL's own engine,
// so SQL and DDL behave alike; what differs on a server is the driver (node-postgres and its type parsing),
// pooled connections, several processes on one database (LISTEN/NOTIFY, row locks, leases), roles, grants
// and statement timeouts. Files about those say so on their first line ("// Both databases: <why>") and run
// on PostgreSQL too; the rest would repeat themselves there.
const both = serverFiles.filter((f) => /^\/\/ Both databases: \S/.test(serverText.get(f)!)).map((f) => `${SERVER}/${f}`);
const all = serverFiles.map((f) => `${SERVER}/${f}`);

const UNIT = 'tests/unit';
const unitFiles = (fs.readdirSync(UNIT, { recursive: true }) as string[]).filter((f) => /\.test\.tsx?$/.test(f)).map((f) => `${UNIT}/${f}`);
// files that render into a DOM say so on their first line and share one happy-dom window per worker as they share the graph
// (tests/setup/sharedDom.ts): antd's static message and notification holders stay bound to the document they first rendered into
const unitText = new Map(unitFiles.map((f) => [f, fs.readFileSync(f, 'utf8')]));
const unitIsolated = unitFiles.filter((f) => /@vitest-environment /.test(unitText.get(f)!) || needsIsolation(unitText.get(f)!));
const unitDom = unitFiles.filter((f) => !unitIsolated.includes(f) && /^\/\/ Renders into a DOM:/.test(unitText.get(f)!));
// every file's CPU for the reporter (slowestFiles.ts); the unit files also unmount what they rendered and check answers
const fileCpu = ['tests/setup/fileCpu.ts'];
const setupFiles = [...fileCpu, 'tests/setup/domTeardown.ts', 'tests/setup/answerMismatches.ts'];

const serverProjects = (db: 'pglite' | 'pg', env: Record<string, string>, globalSetup: string[]): TestProjectInlineConfiguration[] => {
  const files = db === 'pg' ? both : all;
  return [
    {
      extends: true,
      test: {
        name: `server-${db}`,
        include: files.filter((f) => !isolated.includes(f)),
        isolate: false,
        env,
        globalSetup,
        setupFiles: fileCpu,
      },
    },
    {
      extends: true,
      test: { name: `server-${db}-isolated`, include: files.filter((f) => isolated.includes(f)), env, globalSetup, setupFiles: fileCpu },
    },
  ];
};

export default defineConfig({
  test: {
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // three on two cores: server tests wait on databases, sockets and timers as much as they compute (524 s with two
    // workers, 452 s with three, 2026-11-28; docs/testing.md)
    maxWorkers: 3,
    reporters: ['default', './tests/setup/slowestFiles.ts'],
    projects: [
      // unit files share one module graph per worker as the server files do, but for the isolated ones (above): the 84
      // files took 149 s of CPU with a graph each, 109-128 s so (2026-11-29)
      {
        extends: true,
        test: { name: 'unit', isolate: false, include: unitFiles.filter((f) => !unitIsolated.includes(f) && !unitDom.includes(f)), setupFiles },
      },
      // the 18 files that render: with a graph and a window each the DOM files took 99 s of CPU, all 84 unit files 125 s; 60-70 s so (2026-11-30)
      {
        extends: true,
        test: {
          name: 'unit-dom',
          isolate: false,
          environment: './tests/setup/sharedDom.ts',
          include: unitDom,
          setupFiles: ['tests/setup/antdReact19.ts', ...setupFiles],
        },
      },
      { extends: true, test: { name: 'unit-isolated', include: unitIsolated, setupFiles } },
      ...serverProjects('pglite', { ISPS_TEST_DB: 'pglite', ISPS_TEST_PG_TOO: hasPostgres ? '1' : '' }, ['tests/setup/pglite.ts', 'tests/setup/redis.ts']),
      ...(hasPostgres ? serverProjects('pg', { ISPS_TEST_DB: 'pg' }, ['tests/setup/postgres.ts', 'tests/setup/redis.ts']) : []),
    ],
  },
});
