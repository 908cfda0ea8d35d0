import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import type { FileStore } from './types.js';

/** Keys are server-made ids (never a client's name), so a key is a file name as is; refused otherwise. */
const safeKey = (key: string) => {
  if (!/^[0-9a-z][0-9a-z._-]{0,127}$/i.test(key)) throw new Error(`bad file key ${key}`);
  return key;
};

/** Files under one directory, two levels of key prefix deep so no directory grows to millions of entries. */
export class LocalStore implements FileStore {
  readonly kind = 'local' as const;
  constructor(private readonly dir: string) {}

  private pathOf(key: string) {
    const k = safeKey(key);
    return path.join(this.dir, k.slice(0, 2), k);
  }

  async put(key: string, from: string): Promise<void> {
    const to = this.pathOf(key);
    await fs.promises.mkdir(path.dirname(to), { recursive: true });
    // copy to a temporary name first: a reader never sees half a file
    const part = `${to}.part`;
    await pipeline(fs.createReadStream(from), fs.createWriteStream(part, { mode: 0o600 }));
    await fs.promises.rename(part, to);
  }

  async get(key: string): Promise<Readable | null> {
    const p = this.pathOf(key);
    try {
      const fh = await fs.promises.open(p, 'r');
      return fh.createReadStream();
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
  }

  async remove(key: string): Promise<void> {
    await fs.promises.rm(this.pathOf(key), { force: true });
  }
}
