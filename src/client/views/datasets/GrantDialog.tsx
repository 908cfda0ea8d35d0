import { Form, Modal, Select, TreeSelect, message } from 'antd';
import { useEffect } from 'react';
import { useRequest } from 'ahooks';
import { useTranslation } from 'react-i18next';
import { http } from '../../api/http.js';
import type { DialogStore, Row } from '#renderers/index.js';

interface Grants {
  userIds: string[];
  departIds: string[];
}

/** Who else may read and download a data set: users and departments. */
export default function GrantDialog({ store }: { store: DialogStore<Row> }) {
  const { t } = useTranslation();
  const row = store.useValue();
  const [form] = Form.useForm<Grants>();
  const { data: users } = useRequest(
    async () =>
      row ? (await http.get<{ records: { id: string; username: string; realname: string }[] }>('/sys/user/list', { pageSize: 500 })).result.records : [],
    { refreshDeps: [row?.id] },
  );
  const { data: departs } = useRequest(async () => (row ? (await http.get<unknown[]>('/sys/sysDepart/queryIdTree')).result : []), { refreshDeps: [row?.id] });
  useEffect(() => {
    if (row) void http.get<Grants>('/isps/dataset/grants', { id: String(row.id) }).then((r) => form.setFieldsValue(r.result));
  }, [row?.id]); // eslint-disable-line react-hooks/exhaustive-deps
  if (!row) return null;
  const submit = async () => {
    const v = form.getFieldsValue();
    const r = await http.post('/isps/dataset/grant', { id: row.id, userIds: v.userIds ?? [], departIds: v.departIds ?? [] });
    message.success(r.message);
    store.close();
  };
  return (
    <Modal open title={`${t('dataset.grant')} · ${String(row.name)}`} onOk={submit} onCancel={store.close}>
      <Form form={form} layout="vertical">
        <Form.Item name="userIds" label={t('dataset.users')}>
          <Select mode="multiple" optionFilterProp="label" options={(users ?? []).map((u) => ({ value: u.id, label: `${u.realname} (${u.username})` }))} />
        </Form.Item>
        <Form.Item name="departIds" label={t('dataset.departs')}>
          <TreeSelect multiple treeData={departs as never} treeDefaultExpandAll />
        </Form.Item>
      </Form>
    </Modal>
  );
}
