import fs from 'node:fs';
import { defineConfig } from 'vitest/config';

// The server suite runs twice: on embedded PGlite and on a real PostgreSQL server
// (started by tests/setup/postgres.ts) whenever PostgreSQL is installed; .ci/run installs it.
// Both get a throw-away Redis (tests/setup/redis.ts) when redis-server is installed, for the cluster tests.
const hasPostgres = fs.existsSync('/usr/lib/postgresql') && fs.readdirSync('/usr/lib/postgresql').length > 0;
if (!hasPostgres) console.warn('[vitest] PostgreSQL not installed: the server suite runs on PGlite only');

export default defineConfig({
  test: {
    testTimeout: 60_000,
    hookTimeout: 120_000,
    maxWorkers: 2,
    projects: [
      { extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}'] } },
      {
        extends: true,
        test: {
          name: 'server-pglite',
          include: ['tests/server/**/*.test.ts'],
          env: { ISPS_TEST_DB: 'pglite', ISPS_TEST_PG_TOO: hasPostgres ? '1' : '' },
          globalSetup: ['tests/setup/pglite.ts', 'tests/setup/redis.ts'],
        },
      },
      ...(hasPostgres
        ? [
            {
              extends: true as const,
              test: {
                name: 'server-pg',
                include: ['tests/server/**/*.test.ts'],
                env: { ISPS_TEST_DB: 'pg' },
                globalSetup: ['tests/setup/postgres.ts', 'tests/setup/redis.ts'],
              },
            },
          ]
        : []),
    ],
  },
});
