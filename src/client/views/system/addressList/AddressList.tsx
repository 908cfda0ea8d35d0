import { Card, Col, Input, Row, Space, Tree } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import ListTable from '#renderers/list/controller/ListTable.js';
import { getPage, useListController } from '#renderers/list/controller/useListController.js';
import { http } from '#client/api/http.js';
import { departTreeList, type DepartTreeNode } from '#shared/contract/departTree.js';

/** antd's Tree wants no `children` on a leaf, where the answer has null */
interface Depart {
  key: string;
  title: string;
  orgCode: string;
  children?: Depart[];
}
interface Person {
  id: string;
  realname: string;
  username: string;
  workNo?: string;
  post_dictText?: string;
  departName?: string;
  phone?: string;
  telephone?: string;
  email?: string;
}

const noNullKids = (ds: DepartTreeNode[]): Depart[] =>
  ds.map((d) => ({ key: d.key, title: d.title, orgCode: d.orgCode ?? '', children: d.children ? noNullKids(d.children) : undefined }));
const PATH = '/sys/user/queryByOrgCodeForAddressList';
const fetchPeople = getPage<Person>(PATH);

/** JeecgBoot's address book: the department tree beside the people of the chosen department and below. */
export default function AddressList() {
  const { t } = useTranslation();
  const [departs, setDeparts] = useState<Depart[]>([]);
  const list = useListController<Person>({ resource: PATH, sync: 'memory', fetch: fetchPeople });
  useEffect(() => {
    http.get('/sys/sysDepart/queryTreeList', undefined, { answer: departTreeList }).then(
      (r) => setDeparts(noNullKids(r.result)),
      () => setDeparts([]),
    );
  }, []);
  // the tree and the two searches are filters of one query (the server matches realname / workNo as substrings)
  const filter = (k: 'orgCode' | 'realname' | 'workNo', v: string) => list.setFilters({ ...list.query.filters, [k]: v.trim() });
  return (
    <Row gutter={16} style={{ padding: 16 }}>
      <Col xs={24} md={7} lg={6}>
        <Card size="small" title={t('sys.address.departs')}>
          <Tree<Depart> treeData={departs} defaultExpandAll blockNode onSelect={(_, info) => filter('orgCode', info.selected ? info.node.orgCode : '')} />
        </Card>
      </Col>
      <Col xs={24} md={17} lg={18}>
        <Space wrap style={{ marginBottom: 12 }}>
          <Input.Search allowClear placeholder={t('sys.address.realname')} onSearch={(v) => filter('realname', v)} />
          <Input.Search allowClear placeholder={t('sys.address.workNo')} onSearch={(v) => filter('workNo', v)} />
        </Space>
        <ListTable<Person>
          rowKey="id"
          bordered={false}
          list={list}
          showTotal={(n) => t('sys.address.total', { total: n })}
          columns={[
            { title: t('sys.address.realname'), dataIndex: 'realname' },
            { title: t('sys.address.workNo'), dataIndex: 'workNo' },
            { title: t('sys.address.depart'), dataIndex: 'departName' },
            { title: t('sys.address.post'), dataIndex: 'post_dictText' },
            { title: t('sys.address.phone'), dataIndex: 'phone' },
            { title: t('sys.address.telephone'), dataIndex: 'telephone' },
            { title: t('sys.address.email'), dataIndex: 'email' },
          ]}
        />
      </Col>
    </Row>
  );
}
