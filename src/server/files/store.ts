import os from 'node:os';
import path from 'node:path';
import { LocalStore } from './local.js';
import type { FileStore, FilesConfig } from './types.js';

/** The bucket when one is configured, else the local directory. */
export async function createFileStore(c: FilesConfig, dataDir: string): Promise<FileStore> {
  // the AWS SDK is large: loaded only when a bucket is configured
  if (c.s3) return new (await import('./s3.js')).S3Store(c.s3);
  // an in-memory database keeps nothing across restarts; its files go where the system cleans up
  const dir = c.dir ?? (dataDir.startsWith('memory:') ? path.join(os.tmpdir(), `isps-files-${process.pid}-${Date.now()}`) : path.join(dataDir, 'files'));
  return new LocalStore(dir);
}
