import { Button, Card, DatePicker, Descriptions, Form, Select, Space, Tag, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { http, saveBlob } from '../../api/http.js';
import '../dashboard/i18n.js';
import { fetchDevices } from './api.js';
import './compliance.css';
import { z } from 'zod';
import { complianceReport, limitProfile } from '#shared/contract/compliance.js';
import { periodOf, type PeriodKind } from './complianceApi.js';
import './complianceI18n.js';
import ComplianceCharts from './ComplianceCharts.js';
import ComplianceTable from './ComplianceTable.js';

const KINDS: PeriodKind[] = ['last7', 'week', 'day', 'range'];
const stamp = (ms: number) => dayjs(ms).format('YYYY-MM-DD HH:mm');

/**
 * 合规报告: a device's 10-minute values over a period against a limit profile (GB/T, EN 50160,
 * IEEE 519 …): the table of 95 % values and maxima with pass / fail, two charts, print and Excel.
 */
export default function Compliance() {
  const { t, i18n } = useTranslation();
  const en = i18n.language === 'en';
  const { data: devices = [] } = useSWR(['pq', 'devices'], fetchDevices, { revalidateOnFocus: false });
  const { data: profiles = [] } = useSWR(
    ['pq', 'profiles', i18n.language],
    async () => (await http.get('/pq/compliance/profiles', undefined, { answer: z.array(limitProfile) })).result,
  );
  const [equipId, setEquipId] = useState<string>();
  const [profile, setProfile] = useState('gb');
  const [kind, setKind] = useState<PeriodKind>('last7');
  const [day, setDay] = useState<Dayjs | null>(dayjs().subtract(1, 'day'));
  const [range, setRange] = useState<[Dayjs, Dayjs] | null>(null);
  const period = periodOf(kind, day, range);
  const query = equipId && period ? { equipId, profile, from: period[0], to: period[1] } : null;
  const { data: report, isLoading } = useSWR(query && ['pq', 'compliance', JSON.stringify(query), i18n.language], async () =>
    query ? (await http.get('/pq/compliance', query, { answer: complianceReport })).result : undefined,
  );
  const exportXls = async () => query && saveBlob(await http.blob('/pq/compliance/exportXls', query), `compliance-${equipId}.xlsx`);
  const device = devices.find((d) => d.equipId === report?.equipId);
  return (
    <Card className="pqc-report" data-testid="pqc-page">
      <Form layout="inline" className="pqc-no-print" style={{ marginBottom: 12, rowGap: 8 }}>
        <Form.Item label={t('pqc.device')}>
          <Select
            showSearch
            value={equipId}
            onChange={setEquipId}
            placeholder={t('pqc.pickDevice')}
            style={{ minWidth: 240 }}
            data-testid="pqc-device"
            optionFilterProp="label"
            options={devices.map((d) => ({ value: d.equipId, label: `${d.equipId} ${en ? d.nameEn : d.nameZh}` }))}
          />
        </Form.Item>
        <Form.Item label={t('pqc.profile')}>
          <Select
            value={profile}
            onChange={setProfile}
            style={{ minWidth: 180 }}
            data-testid="pqc-profile"
            options={profiles.map((p) => ({ value: p.code, label: p.name }))}
          />
        </Form.Item>
        <Form.Item label={t('pqc.period')}>
          <Space>
            <Select
              value={kind}
              onChange={setKind}
              style={{ width: 120 }}
              data-testid="pqc-period"
              options={KINDS.map((k) => ({ value: k, label: t(`pqc.periods.${k}`) }))}
            />
            {(kind === 'day' || kind === 'week') && <DatePicker picker={kind === 'week' ? 'week' : 'date'} value={day} onChange={setDay} allowClear={false} />}
            {kind === 'range' && <DatePicker.RangePicker value={range} onChange={(v) => setRange(v && v[0] && v[1] ? [v[0], v[1]] : null)} />}
          </Space>
        </Form.Item>
        <Space>
          <Button onClick={() => window.print()} disabled={!report} data-testid="pqc-print">
            {t('pqc.print')}
          </Button>
          <Button type="primary" onClick={() => void exportXls()} disabled={!report} data-testid="pqc-export">
            {t('pqc.export')}
          </Button>
        </Space>
      </Form>
      <Typography.Title level={4}>{t('pqc.title')}</Typography.Title>
      {report ? (
        <>
          <Descriptions size="small" column={{ xs: 1, md: 2, xl: 4 }} style={{ marginBottom: 12 }} data-testid="pqc-summary">
            <Descriptions.Item label={t('pqc.device')}>
              {report.equipId} {device ? (en ? device.nameEn : device.nameZh) : ''} ({report.equipType}, {report.ratedKv} kV)
            </Descriptions.Item>
            <Descriptions.Item label={t('pqc.profile')}>{profiles.find((p) => p.code === report.profile)?.name ?? report.profile}</Descriptions.Item>
            <Descriptions.Item label={t('pqc.period')}>
              {stamp(report.from)} – {stamp(report.to)} · {report.expected} {t('pqc.intervals')}
            </Descriptions.Item>
            <Descriptions.Item label={t('pqc.verdict')}>
              <Tag color={report.verdict === 'fail' ? 'error' : report.verdict === 'pass' ? 'success' : 'default'} data-testid="pqc-verdict">
                {t(`pqc.status.${report.verdict}`)}
              </Tag>
              <Typography.Text type="secondary">{t('pqc.flaggedHint')}</Typography.Text>
            </Descriptions.Item>
          </Descriptions>
          <ComplianceCharts rows={report.rows} />
          <ComplianceTable rows={report.rows} />
        </>
      ) : (
        <Typography.Paragraph type="secondary">{isLoading ? '…' : t('pqc.pickDevice')}</Typography.Paragraph>
      )}
    </Card>
  );
}
