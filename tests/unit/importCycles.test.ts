import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOTS = ['src', 'renderers', 'online'];
const ALIAS: Record<string, string> = {
  '#shared/': 'src/shared/',
  '#server/': 'src/server/',
  '#client/': 'src/client/',
  '#renderers/': 'renderers/',
  '#online/': 'online/',
};

const files = ROOTS.flatMap((r) => fs.readdirSync(r, { recursive: true, encoding: 'utf8' }).map((f) => path.join(r, f))).filter((f) => /\.tsx?$/.test(f));

function resolve(from: string, spec: string): string | null {
  const alias = Object.keys(ALIAS).find((a) => spec.startsWith(a));
  const base = alias ? ALIAS[alias] + spec.slice(alias.length) : spec.startsWith('.') ? path.join(path.dirname(from), spec) : null;
  if (!base) return null;
  const stem = base.replace(/\.(js|ts|tsx)$/, '');
  return [`${stem}.ts`, `${stem}.tsx`, `${stem}/index.ts`].find((c) => fs.existsSync(c)) ?? null;
}

/** Runtime imports only: `import type` and `export type` vanish at build, so they cannot form a load-order cycle. */
function importsOf(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  const out: string[] = [];
  for (const m of text.matchAll(/^(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm)) {
    const r = resolve(file, m[1]);
    if (r) out.push(r);
  }
  return out;
}

/** Strongly connected components of more than one file (Tarjan). */
function cycles(graph: Map<string, string[]>): string[][] {
  let index = 0;
  const idx = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const on = new Set<string>();
  const out: string[][] = [];
  const visit = (v: string) => {
    idx.set(v, index);
    low.set(v, index++);
    stack.push(v);
    on.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!idx.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (on.has(w)) low.set(v, Math.min(low.get(v)!, idx.get(w)!));
    }
    if (low.get(v) === idx.get(v)) {
      const scc: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        on.delete(w);
        scc.push(w);
      } while (w !== v);
      if (scc.length > 1) out.push(scc.sort());
    }
  };
  for (const v of graph.keys()) if (!idx.has(v)) visit(v);
  return out;
}

describe('imports', () => {
  it('form no cycles (a cycle makes load order decide whether a value is defined yet)', () => {
    const graph = new Map(files.map((f) => [f, importsOf(f)]));
    expect([...graph.values()].flat().length).toBeGreaterThan(1000);
    expect(cycles(graph)).toEqual([]);
  });
});
