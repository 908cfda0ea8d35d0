import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fromJeecgQuery, toJeecgQuery } from '#client/providers/jeecgFilters.js';
import type { CrudFilter } from '#renderers/data/filters.js';

describe('typed filters → JeecgBoot query syntax (the one adapter)', () => {
  it.each<[CrudFilter, Record<string, string>]>([
    [{ field: 'name', operator: 'eq', value: 'abc' }, { name: 'abc' }],
    [{ field: 'name', operator: 'contains', value: ' ab ' }, { name: '*ab*' }],
    [{ field: 'name', operator: 'startswith', value: 'ab' }, { name: 'ab*' }],
    [{ field: 'name', operator: 'endswith', value: 'ab' }, { name: '*ab' }],
    [{ field: 'status', operator: 'ne', value: 2 }, { status: '!2' }],
    [{ field: 'kind', operator: 'in', value: ['a', 'b', ''] }, { kind: 'a,b' }],
    [{ field: 'createTime', operator: 'gte', value: '2026-01-01' }, { createTime_begin: '2026-01-01' }],
    [{ field: 'createTime', operator: 'lte', value: '2026-02-01' }, { createTime_end: '2026-02-01' }],
  ])('%j → %j', (filter, query) => {
    expect(toJeecgQuery([filter])).toEqual(query);
  });

  it('an empty value filters nothing (a cleared search box drops its parameter)', () => {
    const empties: CrudFilter[] = [
      { field: 'a', operator: 'contains', value: '  ' },
      { field: 'b', operator: 'eq', value: undefined },
      { field: 'c', operator: 'in', value: [] },
      { field: 'd', operator: 'eq', value: null },
    ];
    expect(toJeecgQuery(empties)).toEqual({});
  });

  it('a range on one field is two parameters', () => {
    expect(
      toJeecgQuery([
        { field: 'age', operator: 'gte', value: 18 },
        { field: 'age', operator: 'lte', value: 60 },
      ]),
    ).toEqual({ age_begin: '18', age_end: '60' });
  });

  it('reads every operator back from the parameters it wrote (a list restored from its URL)', () => {
    const filters: CrudFilter[] = [
      { field: 'a', operator: 'eq', value: 'x' },
      { field: 'b', operator: 'contains', value: 'x' },
      { field: 'c', operator: 'startswith', value: 'x' },
      { field: 'd', operator: 'endswith', value: 'x' },
      { field: 'e', operator: 'ne', value: 'x' },
      { field: 'f', operator: 'in', value: ['x', 'y'] },
      { field: 'g', operator: 'gte', value: '1' },
      { field: 'h', operator: 'lte', value: '2' },
    ];
    expect(fromJeecgQuery(toJeecgQuery(filters))).toEqual(filters);
  });
});

describe('no console feature reaches into the router for permissions', () => {
  it('views and notify import nothing from router/ConsoleGate (they ask the auth provider)', () => {
    const root = path.resolve(import.meta.dirname, '../../src/client');
    const walk = (d: string): string[] =>
      fs.readdirSync(d, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(path.join(d, e.name)) : [path.join(d, e.name)]));
    const bad = [...walk(path.join(root, 'views')), ...walk(path.join(root, 'notify'))].filter((f) => /router\/ConsoleGate/.test(fs.readFileSync(f, 'utf8')));
    expect(bad.map((f) => path.relative(root, f))).toEqual([]);
  });
});
