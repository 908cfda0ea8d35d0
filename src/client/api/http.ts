import { Modal, message, notification } from 'antd';
import type { Envelope } from '#shared/contract/envelope.js';
import { currentLang } from '../i18n/index.js';
import { session } from '../session/session.js';
import { errorAction } from './errors.js';

export const API_BASE = '/isps-api';
export const TIMEOUT_MS = 9000;

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: Envelope<unknown> | null,
    msg: string,
  ) {
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
      title: '登录已过期',
      content: '很抱歉，登录已过期，请重新登录',
      okText: '重新登录',
      maskClosable: false,
      onOk: () => {
        session.clear();
        window.location.reload();
      },
    });
  }
}

export interface RequestOptions {
  query?: Record<string, unknown>;
  body?: unknown;
  /** multipart upload (the browser sets the boundary) */
  form?: FormData;
  /** answer a Blob (file download) instead of the JSON envelope */
  blob?: boolean;
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
  // server-made texts (report columns, dictionary options, Excel headers) in the reader's language; Chinese without it
  if (currentLang() === 'en') headers['X-Lang'] = 'en';
  if (o.body !== undefined) headers['content-type'] = 'application/json';
  const payload = o.form ?? (o.body === undefined ? undefined : JSON.stringify(o.body));
  const ctl = new AbortController();
  const timer = setTimeout(() => ctl.abort(), TIMEOUT_MS);
  let res: Response;
  try {
    const qs = params.toString();
    res = await fetch(`${API_BASE}${path}${qs ? `?${qs}` : ''}`, {
      method,
      headers,
      body: payload,
      signal: ctl.signal,
    });
    if (o.blob && res.ok) return (await res.blob()) as T;
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
  /** multipart upload of one file under the field name "file" */
  upload: <T>(path: string, file: Blob, fileName?: string, quiet = false) => {
    const form = new FormData();
    form.append('file', file, fileName);
    return request<Envelope<T>>('POST', path, { form, quiet });
  },
  /** a file download as a Blob (e.g. exportXls) */
  blob: (path: string, query?: Record<string, unknown>) => request<Blob>('GET', path, { query, blob: true }),
};

export { saveBlob } from '#renderers/format/saveBlob.js';

/** A value JeecgBoot's console stored from an upload: the signed path below sys/common/static/ (system/upload/signed.ts). */
const SIGNED_UPLOAD = /^[0-9a-f]{32}\?sig=[\w-]+$/;

/**
 * URL of an uploaded file for <img src>: the token travels as a query parameter, as img tags send no headers.
 * A signed upload path needs none (its signature is the grant), so no token is put in that URL.
 */
export const fileUrl = (path: string) => {
  if (/^(https?:|data:|\/)/.test(path)) return path;
  if (SIGNED_UPLOAD.test(path)) return `${API_BASE}/sys/common/static/${path}`;
  return `${API_BASE}/${path}?token=${encodeURIComponent(session.token() ?? '')}`;
};
