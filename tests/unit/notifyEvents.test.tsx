// Renders into a DOM: the unit-dom project, one happy-dom window per worker (tests/setup/sharedDom.ts)
import '@ant-design/v5-patch-for-react-19';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n from '#client/i18n/index.js';
import HeaderNotice from '#client/notify/HeaderNotice.js';
import UserAnnouncement from '#client/notify/UserAnnouncement.js';
import ConsoleProviders from '#client/providers/ConsoleProviders.js';

const envelope = (result: unknown) =>
  new Response(JSON.stringify({ success: true, code: 200, message: '', result, timestamp: Date.now() }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });

const sag = {
  id: 'e1',
  titile: '装置 SMD-R-001 电压暂降',
  priority: 'H',
  msgCategory: '2',
  busType: 'device_event',
  busId: 'SMD-R-001',
  eventKind: 'voltage_sag',
  eventCount: 50,
  eventLastTime: '2026-03-01 10:04:05',
  eventClosedTime: null,
};
const recovered = {
  ...sag,
  id: 'e2',
  titile: '装置 SMD-W-007 频率越限',
  busId: 'SMD-W-007',
  eventKind: 'freq_excursion',
  eventCount: 2,
  eventLastTime: '2026-03-02 08:01:00',
  eventClosedTime: '2026-03-02 08:01:00',
};

/** An in-memory server: the lists and the caller's mutes, every request recorded. */
function fakeServer() {
  const mutes = [
    { kind: 'freq_excursion', muted: false },
    { kind: 'voltage_sag', muted: false },
  ];
  const calls: { method: string; path: string; body?: any }[] = [];
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    const path = new URL(url, 'http://x').pathname;
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ method: init?.method ?? 'GET', path, body });
    if (path.endsWith('/listByUser')) return envelope({ anntMsgList: [], anntMsgTotal: 0, sysMsgList: [sag, recovered], sysMsgTotal: 2 });
    if (path.endsWith('/getMyAnnouncementSend')) return envelope({ records: [{ ...sag, anntId: sag.id, readFlag: '0' }], total: 1 });
    if (path.endsWith('/deviceEventMutes')) {
      if (init?.method === 'PUT') mutes.find((m) => m.kind === body.kind)!.muted = body.muted;
      return envelope(mutes);
    }
    return envelope(null);
  });
  vi.stubGlobal('fetch', fetch);
  return { calls, mutes };
}

describe('grouped device events in the client', () => {
  afterEach(async () => {
    cleanup();
    await new Promise((r) => setTimeout(r, 50));
    vi.unstubAllGlobals();
  });

  it("the bell shows a device event's count and last time, ongoing or recovered", async () => {
    fakeServer();
    render(
      <MemoryRouter>
        <HeaderNotice />
      </MemoryRouter>,
    );
    await waitFor(() => expect(document.querySelector('.ant-badge-count')?.getAttribute('title')).toBe('2'));
    fireEvent.click(screen.getByTestId('notice-bell'));
    fireEvent.click(await screen.findByRole('tab', { name: /系统消息/ }));
    expect(await screen.findByText('共 50 次 · 最近 2026-03-01 10:04:05')).toBeTruthy();
    expect(screen.getByText('持续中')).toBeTruthy();
    expect(screen.getByText('共 2 次 · 最近 2026-03-02 08:01:00')).toBeTruthy();
    expect(screen.getByText('已恢复 2026-03-02 08:01:00')).toBeTruthy();
  });

  it('in English, the bell writes a device event in English: its title, count and last time, and one time in the singular', async () => {
    fakeServer();
    const inner = globalThis.fetch as (url: string, init?: RequestInit) => Promise<Response>;
    // the recovered event seen once: "1 time", not "1 times"
    vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
      const res = await inner(url, init);
      if (!url.includes('/listByUser')) return res;
      const body = await res.json();
      body.result.sysMsgList[1].eventCount = 1;
      return envelope(body.result);
    });
    await i18n.changeLanguage('en');
    try {
      render(
        <MemoryRouter>
          <HeaderNotice />
        </MemoryRouter>,
      );
      fireEvent.click(await screen.findByTestId('notice-bell'));
      fireEvent.click(await screen.findByRole('tab', { name: /System/ }));
      expect(await screen.findByText('Device SMD-R-001: Voltage sag')).toBeTruthy();
      expect(screen.getByText('Device SMD-W-007: Frequency excursion')).toBeTruthy();
      expect(screen.getByText('50 times · last 2026-03-01 10:04:05')).toBeTruthy();
      expect(screen.getByText('1 time · last 2026-03-02 08:01:00')).toBeTruthy();
      expect(document.body.textContent).not.toMatch(/[\u4e00-\u9fff]/);
    } finally {
      await i18n.changeLanguage('zh');
    }
  });

  it('my messages shows the state and a switch per kind that mutes it on the server', async () => {
    const server = fakeServer();
    render(
      <MemoryRouter>
        <ConsoleProviders>
          <UserAnnouncement />
        </ConsoleProviders>
      </MemoryRouter>,
    );
    expect(await screen.findByText('共 50 次 · 最近 2026-03-01 10:04:05')).toBeTruthy();
    const sagSwitch = await screen.findByRole('switch', { name: '电压暂降' });
    expect(sagSwitch.getAttribute('aria-checked')).toBe('true');
    fireEvent.click(sagSwitch);
    await waitFor(() => expect(screen.getByRole('switch', { name: '电压暂降' }).getAttribute('aria-checked')).toBe('false'));
    expect(server.calls.find((c) => c.method === 'PUT')).toMatchObject({
      path: expect.stringMatching(/deviceEventMutes$/),
      body: { kind: 'voltage_sag', muted: true },
    });
    expect(server.mutes.find((m) => m.kind === 'voltage_sag')!.muted).toBe(true);
  });
});
