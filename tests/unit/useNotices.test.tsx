// @vitest-environment happy-dom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NOTICE_REFRESH_MS, useNotices } from '#client/notify/useNotices.js';

const envelope = (result: unknown) =>
  new Response(JSON.stringify({ success: true, code: 200, message: '', result, timestamp: Date.now() }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });

/** An in-memory server holding the caller's unread announcements; marking one read takes it off the list. */
function inMemoryServer() {
  const unread = [
    { id: 'a1', titile: '停电检修通知' },
    { id: 'a2', titile: '系统升级' },
  ];
  const calls: { method: string; path: string; body?: { anntId?: string } }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const path = new URL(url, 'http://x').pathname;
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ method: init?.method ?? 'GET', path, body });
      if (path.endsWith('/listByUser')) return envelope({ anntMsgList: [...unread], anntMsgTotal: unread.length, sysMsgList: [], sysMsgTotal: 0 });
      if (path.endsWith('/editByAnntIdAndUserId')) {
        unread.splice(
          unread.findIndex((a) => a.id === body.anntId),
          1,
        );
        return envelope(null);
      }
      return envelope(null);
    }),
  );
  return { calls, loads: () => calls.filter((c) => c.path.endsWith('/listByUser')).length };
}

// a fresh swr cache per test: the hook's key is shared app-wide
const wrapper = ({ children }: { children: ReactNode }) => <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>;

const setVisibility = (state: 'visible' | 'hidden') => {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
};

describe('useNotices (the header bell)', () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    setVisibility('visible');
  });

  it('counts the unread announcements, and marking one read tells the server and drops it', async () => {
    const server = inMemoryServer();
    const { result } = renderHook(() => useNotices(), { wrapper });
    expect(result.current.lists.anntMsgTotal).toBe(0); // nothing shown before the answer
    await waitFor(() => expect(result.current.lists.anntMsgTotal).toBe(2));
    expect(result.current.lists.anntMsgList.map((a) => a.titile)).toEqual(['停电检修通知', '系统升级']);

    await act(() => result.current.markRead('a1'));
    expect(server.calls.find((c) => c.method === 'PUT')).toMatchObject({
      path: expect.stringMatching(/\/sys\/sysAnnouncementSend\/editByAnntIdAndUserId$/),
      body: { anntId: 'a1' },
    });
    expect(result.current.lists.anntMsgTotal).toBe(1);
    expect(result.current.lists.anntMsgList.map((a) => a.id)).toEqual(['a2']);
  });

  it('polls while the tab is visible and pauses while it is hidden', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const server = inMemoryServer();
    const { result } = renderHook(() => useNotices(), { wrapper });
    await waitFor(() => expect(result.current.lists.anntMsgTotal).toBe(2));
    const first = server.loads();

    await act(() => vi.advanceTimersByTimeAsync(NOTICE_REFRESH_MS + 100));
    await waitFor(() => expect(server.loads()).toBe(first + 1)); // visible: one more load per interval

    setVisibility('hidden');
    await act(() => vi.advanceTimersByTimeAsync(3 * NOTICE_REFRESH_MS));
    expect(server.loads()).toBe(first + 1); // hidden: no polling
  });
});
