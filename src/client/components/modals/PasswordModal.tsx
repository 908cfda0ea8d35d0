import type { ISchema } from '@formily/react';
import { Modal, message } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { http } from '../../api/http.js';
import { session } from '../../session/session.js';
import SchemaForm from '../form/SchemaForm.js';
import { showRefusal, useAccountForm } from '../form/useAccountForm.js';
import { confirmSchema, userFieldSchema } from '../form/userFieldSchema.js';

interface Values {
  oldpassword: string;
  password: string;
  confirmpassword: string;
}

/** Change your own password (800 px); the server checks the old one and ends your sessions. */
export default function PasswordModal({ open, onClose, onChanged }: { open: boolean; onClose: () => void; onChanged: () => void }) {
  return open ? <PasswordForm onClose={onClose} onChanged={onChanged} /> : null;
}

function PasswordForm({ onClose, onChanged }: { onClose: () => void; onChanged: () => void }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'zh';
  const form = useAccountForm();
  // the new password obeys sys_user's password rule, titled 新密码 as the server's answer names it
  const schema = useMemo<ISchema>(
    () => ({
      type: 'object',
      properties: {
        oldpassword: {
          ...userFieldSchema('password', lang, 1, {
            title: t('password.old'),
            required: t('password.oldRequired'),
            rules: false,
            props: { placeholder: t('password.old'), autoComplete: 'current-password' },
          }),
        },
        password: userFieldSchema('password', lang, 2, {
          title: t('password.new'),
          required: t('sys.user.passwordRequired'),
          props: { placeholder: t('password.new'), autoComplete: 'new-password' },
        }),
        confirmpassword: confirmSchema(t('password.confirm'), 3, { required: t('sys.user.confirmRequired'), mismatch: t('sys.user.mismatch') }, 'password', {
          placeholder: t('password.confirm'),
        }),
      },
    }),
    [t, lang],
  );
  const save = async (v: Values) => {
    try {
      const r = await http.put('/sys/user/updatePassword', { ...v, username: session.user()?.username }, true);
      message.success(r.message);
      onChanged();
    } catch (e) {
      // a wrong old password stands under that field; anything else is a toast
      const left = showRefusal(form, e, t('password.failed'));
      if (left) message.warning(left);
    }
  };
  const submit = () => form.submit(save).catch(() => undefined); // invalid fields show their own messages
  return (
    <Modal title={t('password.title')} open width={800} onOk={submit} onCancel={onClose}>
      <SchemaForm form={form} schema={schema} labelCol={5} wrapperCol={16} onSubmit={save} />
    </Modal>
  );
}
