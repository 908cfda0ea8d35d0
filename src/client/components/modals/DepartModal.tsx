import type { ISchema } from '@formily/react';
import { Modal, Spin, message } from 'antd';
import { useMemo } from 'react';
import useSWR from 'swr';
import { useDataProvider } from '#renderers/core.js';
import { useTranslation } from 'react-i18next';
import { http } from '../../api/http.js';
import { session } from '../../session/session.js';
import { currentUserDeparts, userInfoAnswer } from '#shared/contract/users.js';
import SchemaForm from '../form/SchemaForm.js';
import { useAccountForm } from '../form/useAccountForm.js';

/** Switch the current department (450 px): closed → opened with the list → confirmed, which updates the stored user. */
export default function DepartModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  return open ? <DepartForm onClose={onClose} /> : null;
}

function DepartForm({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const dp = useDataProvider();
  const { data, mutate } = useSWR(
    ['myDeparts'],
    () =>
      dp.custom({ method: 'GET', path: '/sys/user/getCurrentUserDeparts', answer: currentUserDeparts }).then((r) => r.result ?? { list: [], orgCode: null }),
    { revalidateOnFocus: false, onSuccess: (d) => void (d.list.length || message.warning(t('depart.none'))) },
  );
  const form = useAccountForm();
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
          // set when the field is made (it is made once the list is here): a mounted field keeps its props
          enum: data?.list.map((d) => ({ value: d.orgCode, label: d.departName })),
          default: data?.orgCode ?? undefined,
        },
      },
    }),
    [t, data],
  );
  const confirm = async ({ orgCode }: { orgCode: string }) => {
    const r = await http.post('/sys/selectDepart', { orgCode, username: session.user()?.username }, { answer: userInfoAnswer });
    session.setUser(r.result.userInfo);
    message.success(t('depart.switched'));
    void mutate({ list: data?.list ?? [], orgCode }, { revalidate: false }); // reopened, it shows the new choice
    onClose();
  };
  return (
    <Modal
      title={t('depart.title')}
      open
      width={450}
      okButtonProps={{ disabled: !data }}
      onOk={() => form.submit(confirm).catch(() => undefined)}
      onCancel={onClose}
    >
      {data ? <SchemaForm form={form} schema={schema} onSubmit={confirm} /> : <Spin style={{ display: 'block', margin: '24px auto' }} />}
    </Modal>
  );
}
