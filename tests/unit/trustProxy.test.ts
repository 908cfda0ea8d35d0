import { describe, expect, it } from 'vitest';
import { fastifyTrustProxy, trustProxyFrom } from '#server/http/trustProxy.js';

describe('ISPS_TRUST_PROXY', () => {
  it("is off unless set: X-Forwarded-For is nobody's word by default", () => {
    for (const v of [undefined, '', ' off ', 'OFF', 'false', '0']) expect(trustProxyFrom(v)).toBe(false);
  });

  it('takes a hop count, believing exactly that many senders from the socket inwards', () => {
    expect(trustProxyFrom('2')).toBe(2);
    const trust = fastifyTrustProxy(2) as (a: string, hop: number) => boolean;
    expect([0, 1, 2].map((hop) => trust('10.0.0.1', hop))).toEqual([true, true, false]);
  });

  it('takes a comma list of addresses, CIDRs and proxy-addr names', () => {
    expect(trustProxyFrom('10.0.0.0/8, 127.0.0.1,::1/128,fd00::/8,loopback')).toEqual(['10.0.0.0/8', '127.0.0.1', '::1/128', 'fd00::/8', 'loopback']);
    expect(fastifyTrustProxy(['10.0.0.0/8'])).toEqual(['10.0.0.0/8']);
  });

  it('refuses anything else at start-up, naming the variable and the bad entry', () => {
    for (const v of ['true', 'on', 'abc', '1.2.3', '10.0.0.0/33', '::/129', '10.0.0.1/8/2', '10.0.0.1/', '127.0.0.1,proxy', '101', ',']) {
      expect(() => trustProxyFrom(v), v).toThrow(/ISPS_TRUST_PROXY/);
    }
    expect(() => trustProxyFrom('127.0.0.1,proxy')).toThrow(/「proxy」/);
  });
});
