import type { ISchema } from '@formily/react';
import { Modal, message } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { http } from '#client/api/http.js';
import SchemaForm from '#client/components/form/SchemaForm.js';
import { showRefusal, useAccountForm } from '#client/components/form/useAccountForm.js';
import { confirmSchema, userFieldSchema } from '#client/components/form/userFieldSchema.js';
import type { DialogStore, Row } from '#renderers/core.js';

/** An administrator sets a user's password (the server ends that user's sessions). */
export default function PasswordDialog({ store }: { store: DialogStore<Row> }) {
  const row = store.useValue();
  return row ? <PasswordForm row={row} onClose={store.close} /> : null;
}

function PasswordForm({ row, onClose }: { row: Row; onClose(): void }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'zh';
  const form = useAccountForm();
  const [saving, setSaving] = useState(false);
  const schema = useMemo<ISchema>(
    () => ({
      type: 'object',
      properties: {
        password: userFieldSchema('password', lang, 1, {
          title: t('password.new'),
          required: t('sys.user.passwordRequired'),
          props: { autoComplete: 'new-password' },
        }),
        confirmpassword: confirmSchema(t('password.confirm'), 2, { required: t('sys.user.confirmRequired'), mismatch: t('sys.user.mismatch') }),
      },
    }),
    [t, lang],
  );
  const save = async (v: { password: string; confirmpassword: string }) => {
    setSaving(true);
    try {
      const r = await http.put('/sys/user/changePassword', { username: row.username, ...v }, true);
      message.success(r.message);
      onClose();
    } catch (e) {
      const left = showRefusal(form, e, (e as Error).message);
      if (left)
        form
          .query('password')
          .take()
          ?.setState({ selfErrors: [left] });
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open
      title={`${t('sys.user.resetPassword')} · ${String(row.username)}`}
      onOk={() => form.submit(save).catch(() => undefined)}
      onCancel={onClose}
      confirmLoading={saving}
    >
      <SchemaForm form={form} schema={schema} layout="vertical" onSubmit={save} />
    </Modal>
  );
}
