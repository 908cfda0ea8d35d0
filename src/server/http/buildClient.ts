import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import type { Config } from '../config.js';

/** `npm start` builds the SPA when a client exists and its build is missing. */
export async function ensureClientBuild(config: Config) {
  const source = path.resolve('index.html');
  if (!fs.existsSync(source) || fs.existsSync(path.join(config.clientDir, 'index.html'))) return;
  console.log('Building the client (first start)...');
  execFileSync(process.execPath, [path.resolve('node_modules/vite/bin/vite.js'), 'build'], { stdio: 'inherit' });
}
