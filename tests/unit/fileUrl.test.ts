// Renders into a DOM: the unit-dom project, one happy-dom window per worker (tests/setup/sharedDom.ts)
import { describe, expect, it } from 'vitest';
import { fileUrl } from '#client/api/http.js';
import { session } from '#client/session/session.js';

const ID = '0123456789abcdef0123456789abcdef';
const SIG = 'Qk3_-a'.repeat(7) + 'x';

describe('fileUrl: an uploaded image value as an <img> src', () => {
  it('gives ISPS paths the session token, as an <img> sends no header', () => {
    session.login('tok.en', { id: 'u1', username: 'admin' } as never, {});
    expect(fileUrl(`sys/common/static/${ID}`)).toBe(`/isps-api/sys/common/static/${ID}?token=tok.en`);
  });

  it('shows a value JeecgBoot’s console stored (the signed path below sys/common/static/) without a token', () => {
    session.login('tok.en', { id: 'u1', username: 'admin' } as never, {});
    expect(fileUrl(`${ID}?sig=${SIG}`)).toBe(`/isps-api/sys/common/static/${ID}?sig=${SIG}`);
  });

  it('leaves absolute and data URLs alone', () => {
    expect(fileUrl('https://cdn.example/a.png')).toBe('https://cdn.example/a.png');
    expect(fileUrl('data:image/png;base64,AAAA')).toBe('data:image/png;base64,AAAA');
  });
});
