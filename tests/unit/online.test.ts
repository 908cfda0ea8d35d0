// @vitest-environment happy-dom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  MSG_CONFIG,
  MSG_COUNT,
  MSG_SELECT,
  configError,
  confirmError,
  mapSelection,
  paramValues,
  parseSorter,
  rowKey,
  toggle,
} from '#online/popup/popupLogic.js';
import { useReport } from '#online/report/useReport.js';
import { RendererProvider } from '#renderers/providers/context.js';
import { memoryProvider } from './memoryProvider.js';
import { fillHref, totals } from '#online/report/reportColumns.js';
import type { RpColumns } from '#online/types.js';

describe('popup picker rules', () => {
  it('refuses a misconfigured picker with the spec messages', () => {
    expect(configError(undefined, 'a', 'b')).toBe(MSG_CONFIG);
    expect(configError('rpt', '', 'b')).toBe(MSG_CONFIG);
    expect(configError('rpt', 'a,b', 'x')).toBe(MSG_COUNT);
    expect(configError('rpt', 'a, b', 'x,y')).toBeNull();
  });
  it('confirms one row in single mode, one or more in multi mode', () => {
    expect(confirmError(0, false)).toBe(MSG_SELECT);
    expect(confirmError(2, false)).toBe('请选择一条记录');
    expect(confirmError(1, false)).toBeNull();
    expect(confirmError(0, true)).toBe(MSG_SELECT);
    expect(confirmError(3, true)).toBeNull();
  });
  it('keys a row by its values, id first, cut to 50 characters', () => {
    expect(rowKey({ name: 'b', id: 'a', n: 1 })).toBe('ab1');
    expect(rowKey({ id: 'x'.repeat(40), name: 'y'.repeat(40) })).toHaveLength(50);
  });
  it('clicking toggles; single mode keeps one row', () => {
    expect(toggle([], 'a', false)).toEqual(['a']);
    expect(toggle(['a'], 'b', false)).toEqual(['b']);
    expect(toggle(['a'], 'a', false)).toEqual([]);
    expect(toggle(['a'], 'b', true)).toEqual(['a', 'b']);
  });
  it('maps original fields to destination fields, several rows joined by commas', () => {
    const rows = [
      { username: 'u1', realname: '甲' },
      { username: 'u2', realname: '乙' },
    ];
    expect(mapSelection(rows.slice(0, 1), 'username,realname', 'account,name')).toEqual({ account: 'u1', name: '甲' });
    expect(mapSelection(rows, 'username,realname', 'account,name')).toEqual({ account: 'u1,u2', name: '甲,乙' });
  });
  it('reads sorter and params', () => {
    expect(parseSorter('createTime=DESC')).toEqual({ column: 'createTime', order: 'desc' });
    expect(parseSorter('x; drop')).toEqual({});
    expect(paramValues({ status: "'1'", sex: 2 })).toEqual({ self: { self_status: '1', self_sex: '2' }, prefill: { status: '1', sex: '2' } });
  });
});

describe('report requests', () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  }); // no auto-cleanup without vitest globals
  it('pickers with a group id share one answer for 30 s (swr keys per group)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { dp, calls } = memoryProvider(
      {},
      {
        routes: {
          '/online/cgreport/api/getRpColumns/': () => ({ cgRpConfigId: 'h1', cgRpConfigName: 'r', columns: [], dictOptions: {} }),
          '/online/cgreport/api/getQueryInfo/': () => [],
          '/online/cgreport/api/getData/': () => ({ records: [], total: 0 }),
        },
      },
    );
    const cache = new Map(); // one swr cache for both pickers, none shared with other tests
    const wrapper = ({ children }: { children: ReactNode }) =>
      createElement(
        SWRConfig,
        { value: { provider: () => cache } },
        createElement(MemoryRouter, null, createElement(RendererProvider, { value: { data: dp }, children })),
      );
    const data = () => calls.filter((c) => c.includes('getData')).length;
    const first = renderHook(() => useReport('c1', { groupId: 'g' }), { wrapper });
    await waitFor(() => expect(data()).toBe(1));
    // a second picker of the group, mounted 5 s later (past swr's default 2 s), is answered from the shared copy
    act(() => {
      vi.advanceTimersByTime(5_000);
    });
    const second = renderHook(() => useReport('c1', { groupId: 'g' }), { wrapper });
    await waitFor(() => expect(second.result.current.rp?.cgRpConfigId).toBe('h1'));
    await waitFor(() => expect(second.result.current.list.loading).toBe(false));
    expect(data()).toBe(1);
    // 30 s on, a new picker asks again
    act(() => {
      vi.advanceTimersByTime(30_000);
    });
    renderHook(() => useReport('c1', { groupId: 'g' }), { wrapper });
    await waitFor(() => expect(data()).toBe(2));
    // the next page is another answer
    act(() => first.result.current.list.setPage(2, 10));
    await waitFor(() => expect(data()).toBe(3));
  });
});

describe('report columns', () => {
  it('fills href templates from the row, encoded', () => {
    expect(fillHref('/isystem/user?username=${username}', { username: 'a b&c' })).toBe('/isystem/user?username=a%20b%26c');
  });
  it('totals the total columns of the page shown', () => {
    const rp = {
      columns: [
        { title: 'n', dataIndex: 'name' },
        { title: 'c', dataIndex: 'cnt', isTotal: '1' },
      ],
      dictOptions: {},
      fieldHrefSlots: [],
      cgRpConfigId: 'x',
      cgRpConfigName: 'x',
    } as RpColumns;
    expect(totals(rp, [{ cnt: 2 }, { cnt: '3' }, { cnt: null }])).toEqual({ cnt: 5 });
    expect(totals({ ...rp, columns: [rp.columns[0]] }, [])).toBeNull();
  });
});
