import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HEARTBEAT_MS, RECONNECT_MS, openSocket, socketUrl, type SocketLike } from '#client/notify/socketClient.js';

class FakeSocket implements SocketLike {
  onopen: SocketLike['onopen'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onerror: SocketLike['onerror'] = null;
  onclose: SocketLike['onclose'] = null;
  sent: string[] = [];
  closed = false;
  constructor(
    readonly url: string,
    readonly protocol: string,
  ) {}
  send(d: string) {
    this.sent.push(d);
  }
  close() {
    this.closed = true;
  }
}

let made: FakeSocket[];
const create = (url: string, protocol: string) => {
  const s = new FakeSocket(url, protocol);
  made.push(s);
  return s;
};
beforeEach(() => {
  made = [];
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

describe('notification socket', () => {
  it('sends the token as the subprotocol and passes topic/user messages on', () => {
    const got: string[] = [];
    openSocket({ url: 'ws://h/isps-api/websocket/u1', token: 'tok', create, onMessage: (m) => got.push(m.cmd) });
    expect(made[0].protocol).toBe('tok');
    made[0].onmessage!({ data: JSON.stringify({ cmd: 'topic', msgId: '1', msgTxt: 'x' }) });
    made[0].onmessage!({ data: 'not json' });
    expect(got).toEqual(['topic']);
  });
  it('reconnects 5 s after an error or close, once even when both happen', () => {
    openSocket({ url: 'u', token: 't', create, onMessage: () => undefined });
    made[0].onerror!({});
    made[0].onclose!({});
    vi.advanceTimersByTime(RECONNECT_MS - 1);
    expect(made).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(made).toHaveLength(2);
    made[1].onclose!({});
    vi.advanceTimersByTime(RECONNECT_MS);
    expect(made).toHaveLength(3);
  });
  it('stops for good when closed', () => {
    const s = openSocket({ url: 'u', token: 't', create, onMessage: () => undefined });
    s.close();
    made[0].onclose!({});
    vi.advanceTimersByTime(RECONNECT_MS * 3);
    expect(made).toHaveLength(1);
    expect(made[0].closed).toBe(true);
  });
  it('sends a heartbeat every 20 s only when asked', () => {
    openSocket({ url: 'u', token: 't', create, onMessage: () => undefined });
    made[0].onopen!({});
    vi.advanceTimersByTime(HEARTBEAT_MS * 2);
    expect(made[0].sent).toEqual([]);
    openSocket({ url: 'u', token: 't', create, onMessage: () => undefined, heartbeat: true });
    made[1].onopen!({});
    vi.advanceTimersByTime(HEARTBEAT_MS * 2);
    expect(made[1].sent).toEqual(['{"cmd":"heartcheck"}', '{"cmd":"heartcheck"}']);
  });
  it('builds ws or wss from the page address', () => {
    expect(socketUrl('/isps-api', 'u 1', { protocol: 'https:', host: 'a.cn' })).toBe('wss://a.cn/isps-api/websocket/u%201');
    expect(socketUrl('/isps-api', 'u', { protocol: 'http:', host: 'h:8080' })).toBe('ws://h:8080/isps-api/websocket/u');
  });
});
