// Renders into a DOM: the unit-dom project, one happy-dom window per worker (tests/setup/sharedDom.ts)
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { MISMATCH_PREFIX } from '#client/api/answerCheck.js';
import { http } from '#client/api/http.js';
import { jeecgDataProvider } from '#client/providers/dataProvider.js';

const answer = (result: unknown, success = true) =>
  new Response(JSON.stringify({ success, code: success ? 200 : 500, message: '', result, timestamp: Date.now() }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });

const device = z.object({ equipId: z.string(), ratedKv: z.number() });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  delete window.__ISPS_CHECK_ANSWERS__;
});

describe('the HTTP client checks answers against their schema', () => {
  it('passes a matching answer through as it came (keys the schema does not name kept)', async () => {
    vi.stubGlobal('fetch', async () => answer([{ equipId: 'SMD-1', ratedKv: 220, extra: 1 }]));
    const r = await http.get('/pq/devices', undefined, { answer: z.array(device) });
    expect(r.result).toEqual([{ equipId: 'SMD-1', ratedKv: 220, extra: 1 }]);
  });

  it('throws on a mismatch in tests, naming the call and the path of the wrong value, and writes it to the console', async () => {
    // the console line is what fails a test whose code swallowed the throw (tests/setup/answerMismatches.ts)
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal('fetch', async () => answer([{ equipId: 'SMD-1', ratedKv: '220' }]));
    const swallowed = await http.get('/pq/devices', undefined, { answer: z.array(device) }).catch(() => 'fallback');
    expect(swallowed).toBe('fallback');
    expect(errors).toHaveBeenCalledWith(expect.stringMatching(/^\[isps answer mismatch\] GET \/pq\/devices: result\[0\]\.ratedKv: .*number/));
    await expect(http.get('/pq/devices', undefined, { answer: z.array(device) })).rejects.toThrow(MISMATCH_PREFIX);
  });

  it('does not check a refusal, whose result is not the answer', async () => {
    vi.stubGlobal('fetch', async () => answer(null, false));
    const r = await http.post('/pq/devices', {}, { answer: z.array(device), quiet: true });
    expect(r.success).toBe(false);
  });

  it('an entity list is checked as a page whatever its rows hold', async () => {
    const page = { records: [{ id: '1', anything: [1] }], total: 1, size: 10, current: 1, pages: 1 };
    vi.stubGlobal('fetch', async () => answer(page));
    expect(await jeecgDataProvider.list('/isps/device', { pageNo: 1 })).toEqual(page);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal('fetch', async () => answer([{ id: '1' }]));
    await expect(jeecgDataProvider.list('/isps/device', { pageNo: 1 })).rejects.toThrow(/GET \/isps\/device\/list: result: /);
  });

  it('in a production build checks only when the browser tests set the flag, and reports instead of throwing', async () => {
    vi.stubEnv('DEV', false);
    vi.stubEnv('MODE', 'production');
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal('fetch', async () => answer([{ equipId: 'SMD-1' }]));
    const unchecked = await http.get('/pq/devices', undefined, { answer: z.array(device) });
    expect(unchecked.result).toEqual([{ equipId: 'SMD-1' }]);
    expect(errors).not.toHaveBeenCalled();

    window.__ISPS_CHECK_ANSWERS__ = true;
    const checked = await http.get('/pq/devices', undefined, { answer: z.array(device) });
    expect(checked.result).toEqual([{ equipId: 'SMD-1' }]);
    expect(errors).toHaveBeenCalledWith(expect.stringMatching(/^\[isps answer mismatch\] GET \/pq\/devices: result\[0\]\.ratedKv: /));
  });
});
