import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// issue 31: what the portal and the console both use lives in shared modules (src/client/curves, measure, heatmap, …);
// a console file reaching into the portal would tie the console to the portal's chunk and internals
// the router shell loads the portal lazily
const ALLOWED = new Set(['src/client/App.tsx → src/client/portal/PortalApp.js']);

describe('console pages import nothing from src/client/portal', () => {
  it('only the router shell loads the portal (lazily)', () => {
    const root = 'src/client';
    const files = fs
      .readdirSync(root, { recursive: true })
      .map(String)
      .filter((f) => /\.tsx?$/.test(f) && !f.startsWith(`portal${path.sep}`))
      .map((f) => path.join(root, f));
    const offenders = files.flatMap((f) =>
      [...fs.readFileSync(f, 'utf8').matchAll(/(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)]
        .map(([, spec]) => (spec.startsWith('#client/') ? path.join(root, spec.slice(8)) : spec.startsWith('.') ? path.join(path.dirname(f), spec) : ''))
        .filter((target) => target.startsWith(path.join(root, 'portal') + path.sep))
        .map((target) => `${f} → ${target}`),
    );
    expect(offenders.filter((o) => !ALLOWED.has(o))).toEqual([]);
    expect(offenders).toContain('src/client/App.tsx → src/client/portal/PortalApp.js'); // the scan sees imports at all
  });
});
