import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { connect } from './db/connect.js';
import { ensureClientBuild } from './http/buildClient.js';

const config = (() => {
  try {
    return loadConfig();
  } catch (e) {
    console.error((e as Error).message); // a bad variable: say which, without a stack
    process.exit(1);
  }
})();
await ensureClientBuild(config);
const database = await connect({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  const { app } = await buildApp(config, database, { logger: true });
  const close = async () => {
    await app.close();
    await database.close();
    process.exit(0);
  };
  // a signal handler cannot await: a failed shutdown still ends the process, saying why
  const onSignal = () =>
    void close().catch((e: unknown) => {
      console.error((e as Error).message);
      process.exit(1);
    });
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  await app.listen({ port: config.port, host: config.host });
  console.log(`ISPS listening on http://localhost:${config.port}  (API under ${config.apiBase})`);
} catch (e) {
  console.error((e as Error).message);
  await database.close();
  process.exit(1);
}
