import { describe, expect, it } from 'vitest';
import { replaceSection } from '../bench/docs.js';

const doc = [
  '# Benchmarks',
  'prose',
  '<!-- bench:a -->',
  'old a',
  '<!-- /bench:a -->',
  'between',
  '<!-- bench:b -->',
  'old b',
  '<!-- /bench:b -->',
  'tail',
  '',
].join('\n');

describe('bench tables in docs/benchmarks.md', () => {
  it('replaces only its own section and keeps the prose and the other sections', () => {
    const out = replaceSection(doc, 'a', '| new |', '_head_');
    expect(out).toBe(doc.replace('old a', '_head_\n\n| new |'));
    expect(out).toContain('old b');
  });

  it('appends a section whose markers are missing, and a second run replaces it', () => {
    const once = replaceSection(doc, 'c', 'one', '_h1_');
    expect(once.endsWith('<!-- bench:c -->\n_h1_\n\none\n<!-- /bench:c -->\n')).toBe(true);
    const twice = replaceSection(once, 'c', 'two', '_h2_');
    expect(twice).toBe(once.replace('_h1_\n\none', '_h2_\n\ntwo'));
  });
});
