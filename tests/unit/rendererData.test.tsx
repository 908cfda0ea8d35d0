// Renders into a DOM: the unit-dom project, one happy-dom window per worker (tests/setup/sharedDom.ts)
import { act, renderHook, waitFor } from '@testing-library/react';
import { createElement, useEffect, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { describe, expect, it } from 'vitest';
import { useInvalidate } from '#renderers/data/useInvalidate.js';
import { useDicts } from '#renderers/dict/useDicts.js';
import { useListController } from '#renderers/list/controller/useListController.js';
import { RendererProvider } from '#renderers/providers/context.js';
import type { Row } from '#renderers/types.js';
import { memoryProvider } from './memoryProvider.js';

const users = (n: number): Row[] => Array.from({ length: n }, (_, i) => ({ id: String(i + 1), username: `u${i + 1}` }));
/** The list controller kept in memory, its page set from outside. */
const useUsers = (pageNo: number) => {
  const list = useListController<Row>({ resource: '/sys/user', sync: 'memory' });
  useEffect(() => {
    if (list.query.pageNo !== pageNo) list.setPage(pageNo, 10);
  });
  return list;
};

function setup(mem: ReturnType<typeof memoryProvider>) {
  const cache = new Map();
  return ({ children }: { children: ReactNode }) =>
    createElement(
      SWRConfig,
      { value: { provider: () => cache } },
      createElement(MemoryRouter, null, createElement(RendererProvider, { value: { data: mem.dp }, children })),
    );
}

describe('list data through the DataProvider and swr', () => {
  it('list → page turn → create → every cached page of the list refetched after the write', async () => {
    const mem = memoryProvider({ '/sys/user': users(15) });
    const { result, rerender } = renderHook(({ p }) => ({ list: useUsers(p), invalidate: useInvalidate() }), { wrapper: setup(mem), initialProps: { p: 1 } });
    await waitFor(() => expect(result.current.list.rows).toHaveLength(10));
    expect(result.current.list.total).toBe(15);
    rerender({ p: 2 });
    await waitFor(() => expect(result.current.list.rows.map((r) => r.username)).toEqual(['u11', 'u12', 'u13', 'u14', 'u15']));
    expect(mem.calls.filter((c) => c.startsWith('list'))).toEqual(['list /sys/user 1', 'list /sys/user 2']);

    await act(async () => {
      await mem.dp.create('/sys/user', { username: 'new' });
      await result.current.invalidate('sys_user', '/sys/user');
    });
    await waitFor(() => expect(result.current.list.rows.at(-1)?.username).toBe('new'));
    expect(result.current.list.total).toBe(16);
    // back on page 1: its stale copy is not served as fresh, it is fetched again
    rerender({ p: 1 });
    await waitFor(() => expect(mem.calls.filter((c) => c === 'list /sys/user 1')).toHaveLength(2));
  });

  it('a page answer never overwrites a newer query (swr keys, no hand race guard)', async () => {
    const mem = memoryProvider({ '/sys/user': users(25) });
    const slow = mem.dp.list;
    mem.dp.list = async (r, p, o) => {
      if (p.pageNo === 1) await new Promise((res) => setTimeout(res, 50));
      return slow(r, p, o);
    };
    const { result, rerender } = renderHook(({ p }) => useUsers(p), { wrapper: setup(mem), initialProps: { p: 1 } });
    rerender({ p: 3 });
    await waitFor(() => expect(result.current.rows[0]?.username).toBe('u21'));
    await new Promise((res) => setTimeout(res, 80));
    expect(result.current.rows[0]?.username).toBe('u21');
  });
});

describe('dictionaries through swr', () => {
  it('loads each dictionary once however many pages use it; a write refetches only those it makes stale', async () => {
    const mem = memoryProvider({}, { dicts: { sex: [{ value: '1', text: '男' }], 'sys_role,role_name,id': [{ value: 'r1', text: 'admin' }] } });
    const wrapper = setup(mem);
    const a = renderHook(() => ({ d: useDicts(['sex', 'sys_role,role_name,id']), invalidate: useInvalidate() }), { wrapper });
    await waitFor(() => expect(a.result.current.d.ready).toBe(true));
    const b = renderHook(() => useDicts(['sex']), { wrapper });
    await waitFor(() => expect(b.result.current.dicts.sex?.[0].text).toBe('男'));
    const dictCalls = () => mem.calls.filter((c) => c.includes('getDictItems')).sort();
    expect(dictCalls()).toEqual(['GET /sys/dict/getDictItems/sex', 'GET /sys/dict/getDictItems/sys_role%2Crole_name%2Cid']);

    mem.calls.length = 0;
    await act(async () => {
      await a.result.current.invalidate('sys_role', '/sys/role');
    });
    await waitFor(() => expect(dictCalls()).toEqual(['GET /sys/dict/getDictItems/sys_role%2Crole_name%2Cid']));
    expect(a.result.current.d.ready).toBe(true); // the table keeps its dictionaries while they reload
  });
});
