import { spawn } from 'node:child_process';
import os from 'node:os';
import { E2E_SOAK_PORT } from '../../../playwright.config.js';
import { portFree, startServer } from '../server.js';

/**
 * Runs a command (the server and browser suites) beside a fresh default install that simulates from the start.
 * watch/bell-quiet.spec.ts checks the bell after 10 minutes of simulation: on this server those minutes pass while
 * the server suite runs, instead of after every other browser test (a floor of ten minutes under the browser part).
 * Usage: tsx tests/e2e/soak/withSoakServer.ts <command> [args...]; the command finds the server in E2E_SOAK_ORIGIN.
 */
const [command, ...args] = process.argv.slice(2);
if (!command) throw new Error('usage: withSoakServer.ts <command> [args...]');

// a server left on the port by another run would answer the bell check in this one's place
await portFree(E2E_SOAK_PORT);
const starting = startServer({ port: E2E_SOAK_PORT, name: 'soak' });
// the command starts at once: the server's start runs beside it, and the bell check asks the server for its uptime
starting.catch((e: Error) => console.error(`[soak] the soak server did not start: ${e.message}`));

const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, E2E_SOAK_ORIGIN: `http://127.0.0.1:${E2E_SOAK_PORT}` } });
const stopServer = async () => (await starting.catch(() => null))?.stop();
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    child.kill(signal);
    void stopServer().finally(() => process.exit(128 + os.constants.signals[signal]));
  });
}
const code = await new Promise<number>((resolve) => child.once('exit', (c, signal) => resolve(c ?? (signal ? 1 : 0))));
await stopServer();
process.exit(code);
