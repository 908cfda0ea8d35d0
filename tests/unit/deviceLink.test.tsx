// Renders into a DOM: the unit-dom project, one happy-dom window per worker (tests/setup/sharedDom.ts)
import '@ant-design/v5-patch-for-react-19';
import { Modal } from 'antd';
import { cleanup, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '#client/i18n/index.js';
import { deviceExtension } from '#client/views/device/deviceExtension.js';
import type { PageContext } from '#renderers/index.js';

const envelope = (result: unknown) =>
  new Response(JSON.stringify({ success: true, code: 200, message: '', result, timestamp: Date.now() }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });

const link = {
  state: 'streaming',
  lastFrameTime: 1_780_000_000.5,
  frameRate: 50,
  frames: 1234,
  crcErrors: 3,
  badFrames: { layout: 2, size: 1, 'too-late': 5, 'too-early': 6 },
  statProblems: 4,
  invalidValues: 7,
  timeFlagged: 8,
  configs: 1,
  cfgcnt: 1,
  reconnects: 0,
};

describe('device page: the C37.118.2 link', () => {
  afterEach(async () => {
    cleanup();
    // Modal.info renders outside the test's container: close it and let React finish before the DOM goes away
    Modal.destroyAll();
    await new Promise((r) => setTimeout(r, 50));
    vi.unstubAllGlobals();
  });

  it('offers link status, stop and start only for real devices, shows the counters and writes the status', async () => {
    const calls: { method: string; path: string; body?: any }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        const path = new URL(url, 'http://x').pathname;
        calls.push({ method: init?.method ?? 'GET', path, body: init?.body ? JSON.parse(String(init.body)) : undefined });
        return envelope(path.endsWith('/linkStatus') ? [{ id: 'd1', link }] : null);
      }),
    );
    const reload = vi.fn();
    const actions = deviceExtension.rowActions!({ reload } as unknown as PageContext);
    const byKey = (k: string) => actions.find((a) => a.key === k)!;
    const real = { id: 'd1', equipId: 'PMU-1', transport: 'tcp', status: 1 };
    const simulated = { id: 'd2', equipId: 'SMDC-BJ01', transport: null, status: 1 };
    expect(actions.map((a) => a.hidden!(simulated))).toEqual([true, true, true]);
    expect(actions.map((a) => a.hidden!(real))).toEqual([false, false, true]);
    expect(byKey('start').hidden!({ ...real, status: 2 })).toBe(false);

    await byKey('link').onClick(real);
    await waitFor(() => expect(document.querySelector('[data-testid="device-link"]')).not.toBeNull());
    const text = document.querySelector('[data-testid="device-link"]')!.textContent;
    expect(text).toContain('接收中');
    expect(text).toMatch(/CRC 错误\s*3/);
    expect(text).toMatch(/拒收帧\s*14（与配置不符 2，帧长错误 1，时间超前 5，时间过早 6）/);
    expect(text).toMatch(/时间过早（早于接收窗口）\s*6/);
    expect(text).toMatch(/时间超前（晚于服务器时钟）\s*5/);
    expect(text).toMatch(/STAT 异常\s*4/);
    expect(text).toMatch(/数值越限（未存储）\s*7/);
    expect(text).toMatch(/时钟质量标记（失锁、时间误差、闰秒）\s*8/);

    await byKey('stop').onClick(real);
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({ path: expect.stringMatching(/\/isps\/device\/edit$/), body: { id: 'd1', status: 2 } });
    expect(reload).toHaveBeenCalled();
  });
});
