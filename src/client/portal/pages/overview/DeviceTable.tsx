import { Badge, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table/index.js';
import { useTranslation } from 'react-i18next';
import { provinceText } from '#shared/provinces.js';
import { formatTime, formatValue, frequencyOff } from './format.js';
import type { EquipInfo, RealValue } from './types.js';

const STATUS_BADGE: Record<number, { status: 'success' | 'warning' | 'default'; key: string }> = {
  1: { status: 'success', key: 'overview.running' },
  2: { status: 'warning', key: 'overview.maintenance' },
  0: { status: 'default', key: 'overview.stopped' },
};
const TYPE_COLOR: Record<string, string> = { 'SMD-R': 'green', 'SMD-C': 'blue', 'SMD-L': 'orange', 'SMD-W': 'purple' };

interface Props {
  devices: EquipInfo[];
  values: Map<string, RealValue>;
}

/** The devices with their latest frequency and voltage. */
export default function DeviceTable({ devices, values }: Props) {
  const { t, i18n } = useTranslation('portal');
  const en = i18n.language === 'en';
  const value = (d: EquipInfo, m: string) => values.get(d.equipMapInfos[m]?.pointId ?? '');
  const columns: ColumnsType<EquipInfo> = [
    {
      title: t('overview.col.name'),
      key: 'name',
      fixed: 'left',
      width: 220,
      render: (_, d) => (
        <div>
          <div style={{ fontWeight: 500 }}>{en ? d.name_en : d.name_zh}</div>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {d.equipid}
          </Typography.Text>
        </div>
      ),
    },
    { title: t('overview.col.type'), dataIndex: 'equiptype', width: 100, render: (ty: string) => <Tag color={TYPE_COLOR[ty]}>{ty}</Tag> },
    { title: t('overview.col.province'), dataIndex: 'province', width: 120, render: (p: string) => provinceText(p, i18n.language) },
    { title: t('overview.col.kv'), dataIndex: 'ratedKv', width: 110, align: 'right', render: (kv: number) => `${kv} kV` },
    {
      title: t('overview.col.status'),
      dataIndex: 'status',
      width: 110,
      render: (s: number) => <Badge status={STATUS_BADGE[s]?.status ?? 'default'} text={t(STATUS_BADGE[s]?.key ?? 'overview.stopped')} />,
    },
    {
      title: t('overview.col.fq'),
      key: 'fq',
      width: 120,
      align: 'right',
      render: (_, d) => {
        const v = value(d, 'fq');
        return (
          <span className="pt-num" data-testid="value-fq" style={frequencyOff(v) ? { color: '#d46b08' } : undefined}>
            {formatValue(v, 3)}
          </span>
        );
      },
    },
    {
      title: t('overview.col.uaa'),
      key: 'uaa',
      width: 130,
      align: 'right',
      render: (_, d) => (
        <span className="pt-num" data-testid="value-uaa">
          {formatValue(value(d, 'UAA'), 2)}
        </span>
      ),
    },
    {
      title: t('overview.col.time'),
      key: 'time',
      width: 110,
      render: (_, d) => <span className="pt-num">{formatTime(value(d, 'fq')?.timestamp ?? undefined)}</span>,
    },
  ];
  return (
    <Table<EquipInfo>
      rowKey="equipid"
      size="middle"
      columns={columns}
      dataSource={devices}
      scroll={{ x: 1020 }}
      data-testid="overview-table"
      pagination={{ defaultPageSize: 10, showSizeChanger: true, pageSizeOptions: [10, 20, 50], showTotal: (n) => t('overview.count', { n }) }}
    />
  );
}
