import { Form, Input, Modal, message } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, http } from '../../../api/http.js';
import type { DialogStore, Row } from '../../../../../renderers/index.js';

/** An administrator sets a user's password (the server ends that user's sessions). */
export default function PasswordDialog({ store }: { store: DialogStore<Row> }) {
  const { t } = useTranslation();
  const row = store.useValue();
  const [form] = Form.useForm<{ password: string; confirmpassword: string }>();
  const [saving, setSaving] = useState(false);
  if (!row) return null;
  const save = async () => {
    const v = await form.validateFields();
    setSaving(true);
    try {
      const r = await http.put('/sys/user/changePassword', { username: row.username, ...v }, true);
      message.success(r.message);
      store.close();
    } catch (e) {
      const field = (e instanceof ApiError ? (e.body?.result as { field?: string } | null)?.field : undefined) ?? 'password';
      form.setFields([{ name: field === 'confirmpassword' ? 'confirmpassword' : 'password', errors: [(e as Error).message] }]);
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal open title={`${t('sys.user.resetPassword')} · ${String(row.username)}`} onOk={save} onCancel={store.close} confirmLoading={saving} destroyOnHidden>
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item name="password" label={t('password.new')} rules={[{ required: true, message: t('sys.user.passwordRequired') }]}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item name="confirmpassword" label={t('password.confirm')} dependencies={['password']}
          rules={[{ required: true, message: t('sys.user.confirmRequired') }, ({ getFieldValue }) => ({
            validator: (_, v) => (!v || v === getFieldValue('password') ? Promise.resolve() : Promise.reject(new Error(t('sys.user.mismatch')))),
          })]}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
