import WebSocket from 'ws';
import type { TestServer } from './harness.js';

/** Creates an announcement as admin (a draft) and returns its id. */
export async function draft(s: TestServer, body: Record<string, unknown>): Promise<string> {
  const r = await s.call('POST', '/sys/annountCement/add', {
    token: s.adminToken,
    body: { msgCategory: '1', priority: 'L', msgType: 'ALL', msgContent: '<p>正文</p>', ...body },
  });
  if (!r.body.success) throw new Error(`add announcement: ${r.status} ${r.body.message}`);
  return r.body.result.id;
}

export async function publish(s: TestServer, id: string) {
  return s.call('GET', '/sys/annountCement/doReleaseData', { token: s.adminToken, query: { id } });
}

/** Drafts and publishes; returns the id. */
export async function published(s: TestServer, body: Record<string, unknown>): Promise<string> {
  const id = await draft(s, body);
  const r = await publish(s, id);
  if (!r.body.success) throw new Error(`publish: ${r.body.message}`);
  return id;
}

export interface Client {
  ws: WebSocket;
  /** the protocol the server chose (echoed) */
  protocol: string;
  messages: unknown[];
  /** resolves with the first message (already received or coming) that satisfies `pred` */
  next(pred?: (m: any) => boolean, timeoutMs?: number): Promise<any>;
  closed: Promise<number>;
}

export type Opened = { status: 101; client: Client } | { status: number; message: string };

/** Opens {base}/websocket/{userId} with the token as Sec-WebSocket-Protocol (none when omitted). */
export function connect(base: string, userId: string, token?: string): Promise<Opened> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${base.replace(/^http/, 'ws')}/websocket/${encodeURIComponent(userId)}`, token ? [token] : []);
    const messages: unknown[] = [];
    const waiters: { pred: (m: any) => boolean; resolve: (m: unknown) => void }[] = [];
    ws.on('message', (data) => {
      const text = data.toString();
      let m: unknown = text;
      try {
        m = JSON.parse(text);
      } catch {
        /* text */
      }
      messages.push(m);
      for (const w of [...waiters])
        if (w.pred(m)) {
          waiters.splice(waiters.indexOf(w), 1);
          w.resolve(m);
        }
    });
    const closed = new Promise<number>((r) => ws.on('close', (code) => r(code)));
    ws.on('open', () =>
      resolve({
        status: 101,
        client: {
          ws,
          protocol: ws.protocol,
          messages,
          closed,
          next: (pred = () => true, timeoutMs = 3000) => {
            const hit = messages.find(pred);
            if (hit !== undefined) return Promise.resolve(hit);
            return new Promise((res, rej) => {
              const t = setTimeout(() => rej(new Error(`no matching message in ${timeoutMs} ms; got ${JSON.stringify(messages)}`)), timeoutMs);
              waiters.push({
                pred,
                resolve: (m) => {
                  clearTimeout(t);
                  res(m);
                },
              });
            });
          },
        },
      }),
    );
    ws.on('unexpected-response', (req, res) => {
      let body = '';
      res.on('data', (c: Buffer) => {
        body += c.toString();
      });
      res.on('end', () => {
        let message = body;
        try {
          message = JSON.parse(body).message;
        } catch {
          /* raw */
        }
        resolve({ status: res.statusCode ?? 0, message });
        req.destroy();
      });
    });
    ws.on('error', (e) => reject(e));
  });
}

export async function mustConnect(base: string, userId: string, token: string): Promise<Client> {
  const r = await connect(base, userId, token);
  if (r.status !== 101) throw new Error(`websocket refused: ${r.status} ${(r as { message: string }).message}`);
  return (r as { client: Client }).client;
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
