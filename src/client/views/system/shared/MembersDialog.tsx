import { Button, Input, Modal, Popconfirm, Space, message } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import ListTable from '#renderers/list/controller/ListTable.js';
import { getPage, useListController } from '#renderers/list/controller/useListController.js';
import { http } from '#client/api/http.js';
import Auth from '#client/auth/Auth.js';
import UserIdSelect from './UserIdSelect.js';
import { userPage, type UserRecord } from '#shared/contract/users.js';

export interface MembersApi {
  /** paged list of the owner's users; the owner id goes as `ownerParam` */
  list: string;
  ownerParam: string;
  add: string;
  remove: string;
  /** button permission for adding and removing */
  perm: string;
}

/** The users of a role or a department: list, search, add, remove. */
export default function MembersDialog({ api, ownerId, title, onClose }: { api: MembersApi; ownerId: string; title: string; onClose(): void }) {
  const { t } = useTranslation();
  const list = useListController<UserRecord>({ resource: api.list, sync: 'memory', fixed: { [api.ownerParam]: ownerId }, fetch: getPage(api.list, userPage) });
  const [adding, setAdding] = useState<string[]>([]);
  const add = async () => {
    const r = await http.post(api.add, { [api.ownerParam]: ownerId, userIdList: adding.join(',') });
    message.success(r.message);
    setAdding([]);
    list.reload();
  };
  const remove = async (id: string) => {
    const r = await http.delete(api.remove, { [api.ownerParam]: ownerId, userId: id });
    message.success(r.message);
    list.reload();
  };
  return (
    <Modal open width={860} title={title} footer={null} onCancel={onClose} destroyOnHidden>
      <Space wrap style={{ marginBottom: 12 }}>
        <Input.Search
          allowClear
          placeholder={t('sys.members.search')}
          onSearch={(v) => list.setFilters([{ field: 'username', operator: 'contains', value: v }])}
        />
        <Auth code={api.perm}>
          <Space.Compact>
            <UserIdSelect value={adding} onChange={setAdding} />
            <Button type="primary" disabled={!adding.length} onClick={add}>
              {t('sys.members.add')}
            </Button>
          </Space.Compact>
        </Auth>
      </Space>
      <ListTable<UserRecord>
        size="small"
        bordered={false}
        rowKey="id"
        list={list}
        columns={[
          { title: t('sys.members.username'), dataIndex: 'username' },
          { title: t('sys.members.realname'), dataIndex: 'realname' },
          { title: t('sys.members.phone'), dataIndex: 'phone' },
          {
            title: t('sys.members.action'),
            key: 'a',
            width: 100,
            render: (_, m) => (
              <Auth code={api.perm}>
                <Popconfirm title={t('sys.members.removeConfirm')} onConfirm={() => remove(String(m.id))}>
                  <a>{t('sys.members.remove')}</a>
                </Popconfirm>
              </Auth>
            ),
          },
        ]}
      />
    </Modal>
  );
}
