// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePolling } from '../../src/client/portal/usePolling.js';

const setHidden = (hidden: boolean) => {
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
  document.dispatchEvent(new Event('visibilitychange'));
};
const flush = () => act(async () => { await Promise.resolve(); await Promise.resolve(); });

describe('usePolling (the overview\'s live values)', () => {
  beforeEach(() => { vi.useFakeTimers(); setHidden(false); });
  afterEach(() => { cleanup(); vi.useRealTimers(); }); // no auto-cleanup without vitest globals

  it('fetches at once, then every interval, and shows the newest answer', async () => {
    let n = 0;
    const fetcher = vi.fn(async () => ++n);
    const { result } = renderHook(() => usePolling('k', fetcher, 3000));
    await flush();
    expect(result.current.data).toBe(1);
    await act(async () => { await vi.advanceTimersByTimeAsync(3000); });
    expect(result.current.data).toBe(2);
    await act(async () => { await vi.advanceTimersByTimeAsync(6000); });
    expect(fetcher).toHaveBeenCalledTimes(4);
  });

  it('pauses while the tab is hidden and fetches again as soon as it is visible', async () => {
    const fetcher = vi.fn(async () => 1);
    renderHook(() => usePolling('k', fetcher, 3000));
    await flush();
    expect(fetcher).toHaveBeenCalledTimes(1);
    setHidden(true);
    await act(async () => { await vi.advanceTimersByTimeAsync(30_000); });
    expect(fetcher).toHaveBeenCalledTimes(1); // the tick already scheduled finds the tab hidden: no call
    setHidden(false);
    await flush();
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it('stops on unmount and without a key', async () => {
    const fetcher = vi.fn(async () => 1);
    const { unmount } = renderHook(() => usePolling('k', fetcher, 3000));
    await flush();
    unmount();
    await act(async () => { await vi.advanceTimersByTimeAsync(30_000); });
    expect(fetcher).toHaveBeenCalledTimes(1);
    const idle = vi.fn(async () => 1);
    renderHook(() => usePolling(null, idle, 3000));
    await act(async () => { await vi.advanceTimersByTimeAsync(10_000); });
    expect(idle).not.toHaveBeenCalled();
  });
});
