import { createForm, onFieldInputValueChange, type Form } from '@formily/core';
import { useMemo } from 'react';
import { ApiError } from '../../api/http.js';

interface FieldError {
  field: string;
  message: string;
}

/** A Formily form whose server refusals (placed by showRefusal) leave a field as soon as it is edited. */
export function useAccountForm(initialValues?: Record<string, unknown>): Form {
  return useMemo(
    () =>
      createForm({
        initialValues,
        effects() {
          onFieldInputValueChange('*', (field) => {
            if ('setFeedback' in field) field.setFeedback({ type: 'error', code: 'EffectError', messages: [] });
          });
        },
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
}

/** A refusal goes onto the fields it names; what is left is the message to show ('' when all were placed). */
export function showRefusal(form: Form, e: unknown, fallback: string): string {
  const b = e instanceof ApiError ? e.body : null;
  const res = (b?.result ?? {}) as { field?: string; errors?: FieldError[] };
  const errors = res.errors ?? (res.field ? [{ field: res.field, message: b?.message ?? '' }] : []);
  let placed = 0;
  for (const x of errors) {
    const f = form.query(x.field).take();
    if (f && 'setSelfErrors' in f) {
      f.setSelfErrors([x.message]);
      placed++;
    }
  }
  return placed ? '' : b?.message || fallback;
}
