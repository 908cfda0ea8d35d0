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

// package.json "imports": the path aliases (#client/…, #shared/…) every tool resolves the same way.
const aliases = Object.entries(JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).imports as Record<string, string>).map(
  ([from, to]) => [from.replace('*', ''), path.join(root, to.replace('*', ''))] as const,
);

/** Every relative or aliased import of a file, resolved to an absolute path; other bare specifiers as written. */
export function importsOf(file: string): string[] {
  const src = fs.readFileSync(file, 'utf8');
  return [...src.matchAll(IMPORT)].map((m) => resolveSpec(file, m[1]));
}

/** An import specifier of `file` as an absolute path (relative or aliased), else as written (a package). */
function resolveSpec(file: string, s: string): string {
  if (s.startsWith('.')) return path.resolve(path.dirname(file), s);
  const alias = aliases.find(([from]) => s.startsWith(from));
  return alias ? alias[1] + s.slice(alias[0].length) : s;
}

describe('layering: renderers/ and online/ import nothing from src/client', () => {
  const lib = [...files(path.join(root, 'renderers')), ...files(path.join(root, 'online'))];
  it('finds the library files and their imports', () => {
    expect(lib.length).toBeGreaterThan(40);
    expect(lib.flatMap(importsOf).length).toBeGreaterThan(100);
  });
  it('aliases resolve: #client/… names src/client', () => {
    expect(importsOf(path.join(root, 'src/client/providers/authProvider.ts')).some((p) => p.startsWith(path.join(root, 'renderers')))).toBe(true);
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

describe('browser tests import by relative path', () => {
  it("no #alias import in tests/e2e: Playwright's loader does not map an alias's .js to its .ts source", () => {
    const e2e = files(path.join(root, 'tests/e2e'));
    expect(e2e.length).toBeGreaterThan(10);
    const aliased = e2e.filter((f) => [...fs.readFileSync(f, 'utf8').matchAll(IMPORT)].some((m) => m[1].startsWith('#')));
    expect(aliased.map((f) => path.relative(root, f))).toEqual([]);
  });
});

describe('renderers/core.ts is headless', () => {
  // value and side-effect imports (`import 'x'`); `import type` / `export type` vanish from the bundle
  const VALUE_IMPORT = /^(?:import|export)\s+(?!type\b)(?:[^;]*?\bfrom\s*)?['"]([^'"]+)['"]/gms;
  const resolveTs = (p: string) => [p.replace(/\.js$/, '.ts'), p.replace(/\.js$/, '.tsx')].find((f) => fs.existsSync(f));
  /** every module core.ts loads at run time, and the packages they import */
  function reach(entry: string) {
    const seen = new Set<string>();
    const packages = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      const src = fs.readFileSync(file, 'utf8');
      for (const [, spec] of src.matchAll(VALUE_IMPORT)) {
        const resolved = resolveSpec(file, spec);
        if (!path.isAbsolute(resolved)) packages.add(spec);
        else visit(resolveTs(resolved) ?? resolved);
      }
    };
    visit(entry);
    return { files: seen, packages };
  }
  it('loads no antd and no Formily: the login page and dashboards stay light', () => {
    const { files, packages } = reach(path.join(root, 'renderers/core.ts'));
    expect(files.size).toBeGreaterThan(8);
    expect(packages.has('swr')).toBe(true); // the walk sees packages
    const ui = (pkgs: Set<string>) =>
      [...pkgs].filter((p) => p === 'antd' || p.startsWith('antd/') || p.startsWith('@formily/') || p.startsWith('@ant-design/'));
    expect(ui(packages)).toEqual([]);
    // the same walk from the adapter's barrel does find them
    expect(ui(reach(path.join(root, 'renderers/index.ts')).packages)).toEqual(expect.arrayContaining(['antd', '@formily/antd-v5']));
  });
});
