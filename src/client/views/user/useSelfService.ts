import type { FormInstance } from 'antd';
import { useEffect, useState } from 'react';
import { ApiError, http } from '../../api/http.js';

export interface SelfServiceInfo { register: boolean; resetByEmail: boolean }

/** What the server opens to visitors (self-registration, reset by e-mail); null while loading. */
export function useSelfService(): SelfServiceInfo | null {
  const [info, setInfo] = useState<SelfServiceInfo | null>(null);
  useEffect(() => {
    void http.get<SelfServiceInfo>('/sys/user/selfServiceInfo', undefined, true)
      .then((r) => setInfo(r.result), () => setInfo({ register: false, resetByEmail: false }));
  }, []);
  return info;
}

/** Posts quietly; a refusal goes onto the fields it names, or comes back as the message to show. */
export async function submitTo<T>(form: FormInstance, url: string, body: object): Promise<{ ok: true; result: T; message: string } | { ok: false; message: string }> {
  try {
    const r = await http.post<T>(url, body, true);
    return { ok: true, result: r.result, message: r.message };
  } catch (e) {
    const b = e instanceof ApiError ? e.body : null;
    const res = (b?.result ?? {}) as { field?: string; errors?: { field: string; message: string }[] };
    const errors = res.errors ?? (res.field ? [{ field: res.field, message: b?.message ?? '' }] : []);
    const known = errors.filter((x) => form.getFieldInstance(x.field) !== undefined);
    form.setFields(known.map((x) => ({ name: x.field, errors: [x.message] })));
    return { ok: false, message: known.length ? '' : b?.message ?? (e as Error).message };
  }
}
