import type { Form } from '@formily/core';
import { message } from 'antd';
import { useState } from 'react';
import { showServerErrors } from './serverErrors.js';

/**
 * Saving a Formily form: the server's last refusal is cleared (validation and the server judge afresh),
 * the form is validated, `send` runs once at a time and its answer is shown; a refusal goes back onto
 * the fields it names and into a message.
 */
export function useFormSubmit(form: Form | null, send: (values: Record<string, unknown>) => Promise<string>) {
  const [saving, setSaving] = useState(false);
  const submit = async () => {
    if (!form) return;
    form.clearErrors('*');
    try {
      await form.validate();
    } catch {
      return;
    }
    setSaving(true);
    try {
      message.success(await send(form.values));
    } catch (e) {
      showServerErrors(form, e);
      message.error((e as Error).message);
    } finally {
      setSaving(false);
    }
  };
  return { saving, submit };
}
