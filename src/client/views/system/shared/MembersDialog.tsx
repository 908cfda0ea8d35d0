import { Button, Input, Modal, Popconfirm, Space, Table, message } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { http } from '../../../api/http.js';
import Auth from '../../../auth/Auth.js';
import UserIdSelect from './UserIdSelect.js';

export interface MembersApi {
  /** paged list of the owner's users; the owner id goes as `ownerParam` */
  list: string;
  ownerParam: string;
  add: string;
  remove: string;
  /** button permission for adding and removing */
  perm: string;
}

interface Member { id: string; username: string; realname: string; phone?: string }

/** The users of a role or a department: list, search, add, remove. */
export default function MembersDialog({ api, ownerId, title, onClose }: { api: MembersApi; ownerId: string; title: string; onClose(): void }) {
  const { t } = useTranslation();
  const [page, setPage] = useState({ pageNo: 1, pageSize: 10 });
  const [name, setName] = useState('');
  const [data, setData] = useState<{ records: Member[]; total: number } | null>(null);
  const [adding, setAdding] = useState<string[]>([]);
  const load = useCallback(() => {
    http.get<{ records: Member[]; total: number }>(api.list, { [api.ownerParam]: ownerId, ...page, username: name ? `*${name}*` : undefined })
      .then((r) => setData(r.result), () => setData({ records: [], total: 0 }));
  }, [api, ownerId, page, name]);
  useEffect(load, [load]);
  const add = async () => {
    const r = await http.post(api.add, { [api.ownerParam]: ownerId, userIdList: adding.join(',') });
    message.success(r.message);
    setAdding([]);
    load();
  };
  const remove = async (id: string) => {
    const r = await http.delete(api.remove, { [api.ownerParam]: ownerId, userId: id });
    message.success(r.message);
    load();
  };
  return (
    <Modal open width={860} title={title} footer={null} onCancel={onClose} destroyOnHidden>
      <Space wrap style={{ marginBottom: 12 }}>
        <Input.Search allowClear placeholder={t('sys.members.search')} onSearch={(v) => { setName(v.trim()); setPage((p) => ({ ...p, pageNo: 1 })); }} />
        <Auth code={api.perm}>
          <Space.Compact>
            <UserIdSelect value={adding} onChange={setAdding} />
            <Button type="primary" disabled={!adding.length} onClick={add}>{t('sys.members.add')}</Button>
          </Space.Compact>
        </Auth>
      </Space>
      <Table<Member> size="small" rowKey="id" loading={!data} dataSource={data?.records ?? []}
        pagination={{ current: page.pageNo, pageSize: page.pageSize, total: data?.total ?? 0, onChange: (pageNo, pageSize) => setPage({ pageNo, pageSize }) }}
        columns={[
          { title: t('sys.members.username'), dataIndex: 'username' },
          { title: t('sys.members.realname'), dataIndex: 'realname' },
          { title: t('sys.members.phone'), dataIndex: 'phone' },
          {
            title: t('sys.members.action'), key: 'a', width: 100,
            render: (_, m) => (
              <Auth code={api.perm}>
                <Popconfirm title={t('sys.members.removeConfirm')} onConfirm={() => remove(m.id)}><a>{t('sys.members.remove')}</a></Popconfirm>
              </Auth>
            ),
          },
        ]} />
    </Modal>
  );
}
