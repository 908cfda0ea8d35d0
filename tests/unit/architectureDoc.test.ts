import fs from 'node:fs';
import { describe, expect, it } from 'vitest';

describe('docs/architecture.md stays true', () => {
  it('every folder and file it names exists', () => {
    const doc = fs.readFileSync('docs/architecture.md', 'utf8');
    const named = [...doc.matchAll(/`((?:src|schemas|renderers|online|tests|docs)\/[^`*<>…\s]*)`/g)].map((m) => m[1]);
    expect(named.length).toBeGreaterThan(40);
    expect(named.filter((p) => !fs.existsSync(p))).toEqual([]);
  });
});
