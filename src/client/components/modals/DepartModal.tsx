import type { ISchema } from '@formily/react';
import { Modal, message } from 'antd';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { http } from '../../api/http.js';
import { session } from '../../session/session.js';
import type { UserInfo } from '../../session/types.js';
import SchemaForm from '../form/SchemaForm.js';
import { useAccountForm } from '../form/useAccountForm.js';

interface Depart {
  orgCode: string;
  departName: string;
}

/** Switch the current department (450 px): closed → opened with the list → confirmed, which updates the stored user. */
export default function DepartModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  return open ? <DepartForm onClose={onClose} /> : null;
}

function DepartForm({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const form = useAccountForm();
  useEffect(() => {
    void http.get<{ list: Depart[]; orgCode: string | null }>('/sys/user/getCurrentUserDeparts').then((r) => {
      // a mounted field keeps the props it was created with: the options and the current choice go in as field state
      form.setFieldState('orgCode', (s) => {
        s.dataSource = r.result.list.map((d) => ({ value: d.orgCode, label: d.departName }));
        s.value = r.result.orgCode ?? undefined;
      });
      if (!r.result.list.length) message.warning(t('depart.none'));
    });
  }, [form, t]);
  const schema = useMemo<ISchema>(
    () => ({
      type: 'object',
      properties: {
        orgCode: {
          type: 'string',
          title: t('depart.label'),
          required: true,
          'x-decorator': 'FormItem',
          'x-component': 'Select',
          'x-validator': [{ required: true, message: t('depart.required') }],
          'x-component-props': { placeholder: t('depart.label'), 'data-testid': 'depart-select' },
        },
      },
    }),
    [t],
  );
  const confirm = async ({ orgCode }: { orgCode: string }) => {
    const r = await http.post<{ userInfo: UserInfo }>('/sys/selectDepart', { orgCode, username: session.user()?.username });
    session.setUser(r.result.userInfo);
    message.success(t('depart.switched'));
    onClose();
  };
  return (
    <Modal title={t('depart.title')} open width={450} onOk={() => form.submit(confirm).catch(() => undefined)} onCancel={onClose}>
      <SchemaForm form={form} schema={schema} onSubmit={confirm} />
    </Modal>
  );
}
