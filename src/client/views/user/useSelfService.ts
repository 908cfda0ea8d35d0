import type { Form } from '@formily/core';
import { useEffect, useState } from 'react';
import type { z } from 'zod';
import { selfServiceInfo, type SelfServiceInfo } from '#shared/contract/login.js';
import { http } from '../../api/http.js';
import { showRefusal } from '../../components/form/useAccountForm.js';

/** What the server opens to visitors (self-registration, reset by e-mail); null while loading. */
export function useSelfService(): SelfServiceInfo | null {
  const [info, setInfo] = useState<SelfServiceInfo | null>(null);
  useEffect(() => {
    void http.get('/sys/user/selfServiceInfo', undefined, { quiet: true, answer: selfServiceInfo }).then(
      (r) => setInfo(r.result),
      () => setInfo({ register: false, resetByEmail: false, oidc: false }),
    );
  }, []);
  return info;
}

/** Posts quietly; a refusal goes onto the fields it names, or comes back as the message to show. `answer`: the result's schema, where the caller reads it. */
export async function submitTo<T = null>(
  form: Form,
  url: string,
  body: object,
  answer?: z.ZodType<T>,
): Promise<{ ok: true; result: T; message: string } | { ok: false; message: string }> {
  try {
    const r = await http.post<T>(url, body, { quiet: true, answer });
    return { ok: true, result: r.result, message: r.message };
  } catch (e) {
    return { ok: false, message: showRefusal(form, e, (e as Error).message) };
  }
}
