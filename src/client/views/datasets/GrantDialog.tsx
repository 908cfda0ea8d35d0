import { TreeSelect } from '@formily/antd-v5';
import type { ISchema } from '@formily/react';
import { Modal, message } from 'antd';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import type { z } from 'zod';
import { useDataProvider, type DialogStore, type Row } from '#renderers/core.js';
import { datasetGrants, type DatasetGrants } from '#shared/contract/datasets.js';
import { departIdTree, type DepartIdNode } from '#shared/contract/departTree.js';
import SchemaForm from '../../components/form/SchemaForm.js';
import { useAccountForm } from '../../components/form/useAccountForm.js';

// the schema renderer's widgets have no plain tree select (its DepartSelect keeps ids as one comma string)
const WIDGETS = { TreeSelect };

/** Who else may read and download a data set: users and departments. */
export default function GrantDialog({ store }: { store: DialogStore<Row> }) {
  const { t } = useTranslation();
  const dp = useDataProvider();
  const row = store.useValue();
  const form = useAccountForm();
  // answer: the schema the route's response is built from, where it has one
  const get = <T,>(path: string, query?: Record<string, unknown>, answer?: z.ZodType) =>
    dp.custom<T>({ method: 'GET', path, query, answer }).then((r) => r.result);
  const { data: users } = useSWR(row ? ['list', '/sys/user', 'grant'] : null, () => dp.list('/sys/user', { pageSize: 500 }).then((p) => p.records));
  const { data: departs } = useSWR(row ? ['departTree'] : null, () => get<DepartIdNode[]>('/sys/sysDepart/queryIdTree', undefined, departIdTree));
  const { data: grants } = useSWR(row ? ['grant', '/isps/dataset/grants', String(row.id)] : null, () =>
    get<DatasetGrants>('/isps/dataset/grants', { id: String(row!.id) }, datasetGrants),
  );
  const schema = useMemo<ISchema>(
    () => ({
      type: 'object',
      properties: {
        userIds: {
          type: 'array',
          title: t('dataset.users'),
          'x-decorator': 'FormItem',
          'x-component': 'Select',
          'x-component-props': { mode: 'multiple', optionFilterProp: 'label', 'aria-label': t('dataset.users') },
        },
        departIds: {
          type: 'array',
          title: t('dataset.departs'),
          'x-decorator': 'FormItem',
          'x-component': 'TreeSelect',
          'x-component-props': { multiple: true, treeDefaultExpandAll: true, 'aria-label': t('dataset.departs') },
        },
      },
    }),
    [t],
  );
  // the choices and the current grants arrive after the fields are mounted
  useEffect(
    () =>
      form.setFieldState('userIds', (s) => {
        s.dataSource = (users ?? []).map((u) => ({ value: String(u.id), label: `${String(u.realname)} (${String(u.username)})` }));
      }),
    [form, users],
  );
  useEffect(() => form.setFieldState('departIds', (s) => void (s.componentProps = { ...s.componentProps, treeData: departs ?? [] })), [form, departs]);
  // another data set's grants never show while this one's load
  useEffect(() => form.setValues(grants ?? { userIds: [], departIds: [] }, 'overwrite'), [form, grants]);
  if (!row) return null;
  const submit = async () => {
    const v = form.values as Partial<DatasetGrants>;
    const r = await dp.custom({ method: 'POST', path: '/isps/dataset/grant', body: { id: row.id, userIds: v.userIds ?? [], departIds: v.departIds ?? [] } });
    void message.success(r.message); // a toast: nothing waits for it to close
    store.close();
  };
  return (
    <Modal open title={`${t('dataset.grant')} · ${String(row.name)}`} onOk={() => submit().catch(() => undefined)} onCancel={store.close}>
      <SchemaForm form={form} schema={schema} layout="vertical" components={WIDGETS} />
    </Modal>
  );
}
