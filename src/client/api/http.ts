import { Modal, message, notification } from 'antd';
import type { z } from 'zod';
import type { Envelope } from '#shared/contract/envelope.js';
import { currentLang } from '../i18n/index.js';
import { session } from '../session/session.js';
import { checkAnswer } from './answerCheck.js';
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
  /** the schema of a successful answer's `result` (the one its route's response is built from), checked in development and tests */
  answer?: z.ZodType;
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
  if (o.answer) checkAnswer(`${method} ${path}`, o.answer, body);
  return body as unknown as T;
}

type Query = Record<string, unknown>;
/** A call's options: `true` alone is the old `quiet` flag. */
export interface CallOptions {
  quiet?: boolean;
  answer?: z.ZodType;
}
type Checked<S extends z.ZodType> = CallOptions & { answer: S };
const opts = (o: boolean | CallOptions | undefined): CallOptions => (typeof o === 'boolean' ? { quiet: o } : (o ?? {}));

/** One verb: with an answer schema the result's type is the schema's, otherwise the caller names it. */
interface Verb<A> {
  <S extends z.ZodType>(path: string, arg: A | undefined, o: Checked<S>): Promise<Envelope<z.output<S>>>;
  <T = unknown>(path: string, arg?: A, o?: boolean | CallOptions): Promise<Envelope<T>>;
}
const withQuery =
  (method: string): Verb<Query> =>
  (path: string, query?: Query, o?: boolean | CallOptions) =>
    request<Envelope<never>>(method, path, { query, ...opts(o) });
interface Upload {
  <S extends z.ZodType>(path: string, file: Blob, fileName: string | undefined, o: Checked<S>): Promise<Envelope<z.output<S>>>;
  <T = unknown>(path: string, file: Blob, fileName?: string, o?: boolean | CallOptions): Promise<Envelope<T>>;
}
const withBody =
  (method: string): Verb<unknown> =>
  (path: string, body?: unknown, o?: boolean | CallOptions) =>
    request<Envelope<never>>(method, path, { body, ...opts(o) });

export const http = {
  get: withQuery('GET'),
  post: withBody('POST'),
  put: withBody('PUT'),
  delete: withQuery('DELETE'),
  /** multipart upload of one file under the field name "file" */
  upload: (<T>(path: string, file: Blob, fileName?: string, o?: boolean | CallOptions) => {
    const form = new FormData();
    form.append('file', file, fileName);
    return request<Envelope<T>>('POST', path, { form, ...opts(o) });
  }) as Upload,
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
