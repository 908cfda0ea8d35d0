import { message } from 'antd';
import { request } from '../api/http.js';
import type { CurveEnvelope, CurveGet } from './types.js';

/** The curve's GET through the shared client (public calls; failures are handled by the caller; `answer` is checked). */
export const portalGet: CurveGet = (path, query, answer) => request<CurveEnvelope>('GET', path, { query, quiet: true, answer });

/** A business warning (510) or a missing url property, shown once per text at a time. */
export const showCurveWarning = (text: string) => void message.warning({ content: text, key: `curve:${text}` });
