import { Card, Col, Input, Row, Space, Table, Tree } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { http } from '../../../api/http.js';

interface Depart { key: string; title: string; orgCode: string; children?: Depart[] }
type RawDepart = Omit<Depart, 'children'> & { children?: RawDepart[] | null };
interface Person { id: string; realname: string; username: string; workNo?: string; post_dictText?: string; departName?: string; phone?: string; telephone?: string; email?: string }

const noNullKids = (ds: RawDepart[]): Depart[] => ds.map((d) => ({ ...d, children: d.children ? noNullKids(d.children) : undefined }));

/** JeecgBoot's address book: the department tree beside the people of the chosen department and below. */
export default function AddressList() {
  const { t } = useTranslation();
  const [departs, setDeparts] = useState<Depart[]>([]);
  const [orgCode, setOrgCode] = useState('');
  const [filter, setFilter] = useState({ realname: '', workNo: '' });
  const [page, setPage] = useState({ pageNo: 1, pageSize: 10 });
  const [data, setData] = useState<{ records: Person[]; total: number } | null>(null);
  useEffect(() => { http.get<RawDepart[]>('/sys/sysDepart/queryTreeList').then((r) => setDeparts(noNullKids(r.result)), () => setDeparts([])); }, []);
  useEffect(() => {
    setData(null);
    http.get<{ records: Person[]; total: number }>('/sys/user/queryByOrgCodeForAddressList', { orgCode, ...filter, ...page })
      .then((r) => setData(r.result), () => setData({ records: [], total: 0 }));
  }, [orgCode, filter, page]);
  const search = (k: 'realname' | 'workNo') => (v: string) => { setFilter((f) => ({ ...f, [k]: v.trim() })); setPage((p) => ({ ...p, pageNo: 1 })); };
  return (
    <Row gutter={16} style={{ padding: 16 }}>
      <Col xs={24} md={7} lg={6}>
        <Card size="small" title={t('sys.address.departs')}>
          <Tree<Depart> treeData={departs} defaultExpandAll blockNode
            onSelect={(_, info) => { setOrgCode(info.selected ? info.node.orgCode : ''); setPage((p) => ({ ...p, pageNo: 1 })); }} />
        </Card>
      </Col>
      <Col xs={24} md={17} lg={18}>
        <Space wrap style={{ marginBottom: 12 }}>
          <Input.Search allowClear placeholder={t('sys.address.realname')} onSearch={search('realname')} />
          <Input.Search allowClear placeholder={t('sys.address.workNo')} onSearch={search('workNo')} />
        </Space>
        <Table<Person> size="middle" rowKey="id" loading={!data} dataSource={data?.records ?? []} scroll={{ x: 'max-content' }}
          pagination={{ current: page.pageNo, pageSize: page.pageSize, total: data?.total ?? 0, showTotal: (n) => t('sys.address.total', { total: n }),
            onChange: (pageNo, pageSize) => setPage({ pageNo, pageSize }) }}
          columns={[
            { title: t('sys.address.realname'), dataIndex: 'realname' },
            { title: t('sys.address.workNo'), dataIndex: 'workNo' },
            { title: t('sys.address.depart'), dataIndex: 'departName' },
            { title: t('sys.address.post'), dataIndex: 'post_dictText' },
            { title: t('sys.address.phone'), dataIndex: 'phone' },
            { title: t('sys.address.telephone'), dataIndex: 'telephone' },
            { title: t('sys.address.email'), dataIndex: 'email' },
          ]} />
      </Col>
    </Row>
  );
}
