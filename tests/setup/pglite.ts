import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';

/**
 * An empty PGlite database cluster, made once per run: each test server's in-memory PGlite starts
 * from this image (loadDataDir) instead of unpacking and initialising its own (~1 s of CPU each).
 * Every server still migrates and seeds its own database.
 */
export default async function setup(project: TestProject) {
  const lite = await PGlite.create();
  const image = await lite.dumpDataDir('none');
  await lite.close();
  const file = path.join(os.tmpdir(), `isps-pglite-${process.pid}.tar`);
  fs.writeFileSync(file, Buffer.from(await image.arrayBuffer()));
  project.provide('pgliteImage', file);
  return () => fs.rmSync(file, { force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteImage: string;
  }
}
