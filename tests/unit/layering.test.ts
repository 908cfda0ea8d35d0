import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The library side (renderers/, online/) is a headless core over provider interfaces: it must not
// reach into the JeecgBoot application (src/client), which implements those providers.
const root = path.resolve(import.meta.dirname, '../..');
const client = path.join(root, 'src/client');
const IMPORT = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"]([^'"]+)['"]/g;

function files(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    return e.isDirectory() ? files(p) : /\.(ts|tsx)$/.test(e.name) ? [p] : [];
  });
}

/** Every relative import of a file, resolved to an absolute path; bare specifiers that name src/client too. */
export function importsOf(file: string): string[] {
  const src = fs.readFileSync(file, 'utf8');
  return [...src.matchAll(IMPORT)].map((m) => m[1]).map((s) => (s.startsWith('.') ? path.resolve(path.dirname(file), s) : s));
}

describe('layering: renderers/ and online/ import nothing from src/client', () => {
  const lib = [...files(path.join(root, 'renderers')), ...files(path.join(root, 'online'))];
  it('finds the library files and their imports', () => {
    expect(lib.length).toBeGreaterThan(40);
    expect(lib.flatMap(importsOf).length).toBeGreaterThan(100);
  });
  it('no import resolves into src/client', () => {
    const bad = lib.flatMap((f) =>
      importsOf(f)
        .filter((p) => p.startsWith(client + path.sep) || p.includes('src/client'))
        .map((p) => `${path.relative(root, f)} → ${path.relative(root, p)}`),
    );
    expect(bad).toEqual([]);
  });
  it('no module-level component registry: widgets come through the provider', () => {
    const registers = lib.filter((f) => /export function registerComponents|Object\.assign\(components/.test(fs.readFileSync(f, 'utf8')));
    expect(registers).toEqual([]);
  });
});
