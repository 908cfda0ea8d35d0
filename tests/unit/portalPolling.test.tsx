// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import useSWR, { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { polled } from '#client/measure/polled.js';

const setHidden = (hidden: boolean) => {
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (hidden ? 'hidden' : 'visible') });
  document.dispatchEvent(new Event('visibilitychange'));
};
const flush = () =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(1);
  });
// a fresh swr cache per test, under the application's own default (no revalidation on focus)
const wrapper = ({ children }: { children: ReactNode }) =>
  createElement(SWRConfig, { value: { provider: () => new Map(), revalidateOnFocus: false } }, children);
const poll = <T,>(key: string | null, fetcher: () => Promise<T>, ms: number) =>
  renderHook(() => ({ data: useSWR(key, fetcher, polled(ms)).data }), { wrapper }); // swr re-renders for the fields read

describe("portal polling on swr (polled options: the overview's live values)", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    setHidden(false);
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  }); // no auto-cleanup without vitest globals

  it('fetches at once, then every interval, and shows the newest answer', async () => {
    let n = 0;
    const fetcher = vi.fn(async () => ++n);
    const { result } = poll('k', fetcher, 3000);
    await flush();
    expect(result.current.data).toBe(1);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(3000);
    });
    expect(result.current.data).toBe(2);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(6000);
    });
    expect(fetcher).toHaveBeenCalledTimes(4);
  });

  it('pauses while the tab is hidden and fetches again as soon as it is visible', async () => {
    const fetcher = vi.fn(async () => 1);
    poll('k', fetcher, 3000);
    await flush();
    expect(fetcher).toHaveBeenCalledTimes(1);
    setHidden(true);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(30_000);
    });
    expect(fetcher).toHaveBeenCalledTimes(1);
    setHidden(false);
    await flush();
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it('stops on unmount and without a key; a once-only load is not repeated', async () => {
    const fetcher = vi.fn(async () => 1);
    const { unmount } = poll('k', fetcher, 3000);
    await flush();
    unmount();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(30_000);
    });
    expect(fetcher).toHaveBeenCalledTimes(1);
    const idle = vi.fn(async () => 1);
    poll(null, idle, 3000);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10_000);
    });
    expect(idle).not.toHaveBeenCalled();
    const once = vi.fn(async () => 1);
    poll('once', once, 0);
    await flush();
    setHidden(true);
    setHidden(false);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(30_000);
    });
    expect(once).toHaveBeenCalledTimes(1);
  });
});
