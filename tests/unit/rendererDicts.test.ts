// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { invalidateDicts, loadDicts } from '../../renderers/dict/dictCache.js';

// the transport is stubbed here only to count requests; the e2e suite runs the real server
const requested: string[] = [];
beforeEach(() => {
  requested.length = 0;
  vi.stubGlobal('fetch', vi.fn(async (url: string) => {
    const code = decodeURIComponent(/getDictItems\/([^?]+)/.exec(url)![1]);
    requested.push(code);
    return new Response(JSON.stringify({ success: true, code: 200, message: '', result: [{ value: '1', text: `${code}-1` }] }), { status: 200 });
  }));
});
afterEach(() => vi.unstubAllGlobals());

describe('dictionary cache', () => {
  it('loads each dictionary once however many cells and pages use it', async () => {
    const a = await loadDicts(['sex', 'sys_position,name,code']);
    const b = await loadDicts(['sex', 'sex', 'sys_position,name,code']);
    expect(a.sex[0].text).toBe('sex-1');
    expect(b['sys_position,name,code'][0].text).toBe('sys_position,name,code-1');
    expect(requested.sort()).toEqual(['sex', 'sys_position,name,code']);
  });

  it('a write makes only the dictionaries it affects stale', async () => {
    await loadDicts(['user_status', 'sys_role,roleName,id', 'sys_depart,departName,id']);
    requested.length = 0;
    invalidateDicts('sys_role');
    await loadDicts(['user_status', 'sys_role,roleName,id', 'sys_depart,departName,id']);
    expect(requested).toEqual(['sys_role,roleName,id']);
    requested.length = 0;
    invalidateDicts('sys_dict_item');
    await loadDicts(['user_status', 'sys_role,roleName,id']);
    expect(requested).toEqual(['user_status']);
  });
});
