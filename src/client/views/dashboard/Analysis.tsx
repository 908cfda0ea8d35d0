import { Card, Col, Row, Statistic, Table } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { http } from '../../api/http.js';
import { session } from '../../session/session.js';

interface LogInfo { totalVisitCount: number; todayVisitCount: number; todayIp: number }
interface Visit { tian: string; visit: number; ip: number; type: string }

/** The analysis dashboard: login figures from /sys/loginfo and the last 7 days from /sys/visitInfo. */
export default function Analysis() {
  const { t } = useTranslation();
  const [info, setInfo] = useState<LogInfo | null>(null);
  const [visits, setVisits] = useState<Visit[]>([]);
  useEffect(() => {
    if (!session.token()) return;
    void http.get<LogInfo>('/sys/loginfo').then((r) => setInfo(r.result));
    void http.get<Visit[]>('/sys/visitInfo').then((r) => setVisits(r.result));
  }, []);
  return (
    <div style={{ padding: 24 }}>
      <Row gutter={24}>
        <Col span={8}><Card><Statistic title={t('dashboard.totalVisits')} value={info?.totalVisitCount ?? '-'} /></Card></Col>
        <Col span={8}><Card><Statistic title={t('dashboard.todayVisits')} value={info?.todayVisitCount ?? '-'} /></Card></Col>
        <Col span={8}><Card><Statistic title={t('dashboard.todayIp')} value={info?.todayIp ?? '-'} /></Card></Col>
      </Row>
      <Card title={t('dashboard.lastWeek')} style={{ marginTop: 24 }}>
        <Table rowKey="tian" size="small" pagination={false} dataSource={visits}
          columns={[{ title: '', dataIndex: 'tian' }, { title: t('dashboard.visits'), dataIndex: 'visit' }, { title: t('dashboard.ips'), dataIndex: 'ip' }]} />
      </Card>
    </div>
  );
}
