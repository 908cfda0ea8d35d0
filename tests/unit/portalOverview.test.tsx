// Renders into a DOM: the unit-dom project, one happy-dom window per worker (tests/setup/sharedDom.ts)
import '@ant-design/v5-patch-for-react-19';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { message } from 'antd';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '#client/i18n/index.js';
import '#client/i18n/portal/index.js';
import Overview from '#client/portal/pages/Overview.js';

const envelope = (code: number, message: string, result: unknown) =>
  new Response(JSON.stringify({ success: code === 200, code, message, result, timestamp: Date.now() }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });

describe('the portal overview (spec §8 messages)', () => {
  // without vitest globals Testing Library does not unmount by itself: a page (and antd's message
  // root) left mounted would have React work scheduled after the test environment is gone
  afterEach(async () => {
    cleanup();
    message.destroy();
    await new Promise((r) => setTimeout(r, 50)); // let React finish the messages' unmount while the DOM is still here
    vi.unstubAllGlobals();
  });

  it('warns 请设置url.…属性! for each missing address and asks the server nothing', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    render(
      <MemoryRouter>
        <Overview urls={{}} />
      </MemoryRouter>,
    );
    expect(await screen.findByText('请设置url.querydata_equipsmeasid属性!')).toBeTruthy();
    expect(await screen.findByText('请设置url.querydata_measrealvalues属性!')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('shows the server message of a business code 510 as a warning', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => envelope(510, '装置目录暂不可用', null)),
    );
    render(
      <MemoryRouter>
        <Overview urls={{ querydata_equipsmeasid: '/api/x', querydata_measrealvalues: '/api/y' }} />
      </MemoryRouter>,
    );
    await waitFor(() => expect([...document.querySelectorAll('.ant-message-warning')].map((e) => e.textContent)).toContain('装置目录暂不可用'));
  });
});
