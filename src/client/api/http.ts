import { Modal, message, notification } from 'antd';
import type { Envelope } from '../../shared/envelope.js';
import { session } from '../session/session.js';
import { errorAction } from './errors.js';

export const API_BASE = '/isps-api';
export const TIMEOUT_MS = 9000;

export class ApiError extends Error {
  constructor(readonly status: number, readonly body: Envelope<unknown> | null, msg: string) {
    super(msg);
  }
}

let expiredShown = false;

function show(status: number, body: Envelope<unknown> | null) {
  const action = errorAction(status, body?.message, !!session.token());
  if (action.kind === 'error') message.error(action.text);
  else if (action.kind === 'notify') notification.error({ message: action.title, description: action.text, duration: 4 });
  else if (action.kind === 'unauthorized') {
    message.error(action.text);
    if (session.token()) {
      session.clear();
      setTimeout(() => window.location.reload(), 1500);
    }
  } else if (!expiredShown) {
    expiredShown = true;
    Modal.error({
      title: '登录已过期', content: '很抱歉，登录已过期，请重新登录', okText: '重新登录', maskClosable: false,
      onOk: () => { session.clear(); window.location.reload(); },
    });
  }
}

export interface RequestOptions {
  query?: Record<string, unknown>;
  body?: unknown;
  /** do not show the error to the user (the caller handles it) */
  quiet?: boolean;
}

/** The one HTTP client: 9 s timeout, token and tenant headers, _t on GETs except dictionary items. */
export async function request<T>(method: string, path: string, o: RequestOptions = {}): Promise<T> {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(o.query ?? {})) if (v !== undefined && v !== null && v !== '') params.set(k, String(v));
  if (method === 'GET' && !path.includes('/sys/dict/getDictItems')) params.set('_t', String(Math.floor(Date.now() / 1000)));
  const headers: Record<string, string> = { tenant_id: session.tenant() };
  const token = session.token();
  if (token) headers['X-Access-Token'] = token;
  if (o.body !== undefined) headers['content-type'] = 'application/json';
  const ctl = new AbortController();
  const timer = setTimeout(() => ctl.abort(), TIMEOUT_MS);
  let res: Response;
  try {
    const qs = params.toString();
    res = await fetch(`${API_BASE}${path}${qs ? `?${qs}` : ''}`, {
      method, headers, body: o.body === undefined ? undefined : JSON.stringify(o.body), signal: ctl.signal,
    });
  } catch {
    if (!o.quiet) show(0, null);
    throw new ApiError(0, null, '网络超时');
  } finally {
    clearTimeout(timer);
  }
  const body = (await res.json().catch(() => null)) as Envelope<T> | null;
  if (!res.ok) {
    if (!o.quiet) show(res.status, body);
    throw new ApiError(res.status, body, body?.message ?? res.statusText);
  }
  return body as unknown as T;
}

export const http = {
  get: <T>(path: string, query?: Record<string, unknown>, quiet = false) => request<Envelope<T>>('GET', path, { query, quiet }),
  post: <T>(path: string, body?: unknown, quiet = false) => request<Envelope<T>>('POST', path, { body, quiet }),
  put: <T>(path: string, body?: unknown, quiet = false) => request<Envelope<T>>('PUT', path, { body, quiet }),
  delete: <T>(path: string, query?: Record<string, unknown>) => request<Envelope<T>>('DELETE', path, { query }),
};
