import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { clientDir } from './server.js';

/**
 * Every worker's server serves one built client. `npm test` builds it before the browser tests; when it is
 * missing (a browser test run on its own), it is built here once, not by each server at its first start.
 */
export default function globalSetup() {
  const dir = clientDir();
  if (fs.existsSync(path.join(dir, 'index.html'))) return;
  console.log(`[e2e] no client build in ${dir}: building it once`);
  execFileSync(process.execPath, [path.resolve('node_modules/vite/bin/vite.js'), 'build', '--outDir', dir], { stdio: 'inherit' });
}
