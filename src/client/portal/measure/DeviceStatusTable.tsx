import { Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { timeTick } from '../../curves/uplotOptions.js';
import { equipName } from '../../measure/equipText.js';
import type { EquipInfo } from '../../measure/types.js';
import { useRealValues } from './useRealValues.js';

const STATUS_COLOR: Record<number, string> = { 1: 'green', 2: 'orange', 0: 'default' };
const num = (v: unknown, digits: number) => (typeof v === 'number' ? v.toFixed(digits) : '—');

/** Per selected device: type, status and the latest frequency, ROCOF and voltage (queryData_MeasRealValues, every second). */
export default function DeviceStatusTable({ equips }: { equips: EquipInfo[] }) {
  const { t, i18n } = useTranslation('portal');
  const points = equips
    .flatMap((e) => [e.equipMapInfos.fq?.pointId, e.equipMapInfos.RF?.pointId, e.equipMapInfos.UAA?.pointId])
    .filter((p): p is string => !!p);
  const values = useRealValues(points);
  const rows = equips.map((e) => {
    const fq = values.get(e.equipMapInfos.fq?.pointId ?? '');
    const rf = values.get(e.equipMapInfos.RF?.pointId ?? '');
    const ua = values.get(e.equipMapInfos.UAA?.pointId ?? '');
    return { key: e.equipid, e, fq: fq?.value, rf: rf?.value, ua: ua?.value, at: fq?.timestamp ?? ua?.timestamp ?? null };
  });
  return (
    <Table
      data-testid="device-status"
      size="small"
      pagination={false}
      dataSource={rows}
      columns={[
        { title: t('measure.col.device'), render: (_, r) => `${equipName(r.e, i18n.language)} (${r.e.equipid})` },
        { title: t('measure.col.type'), render: (_, r) => r.e.equiptype },
        { title: t('measure.col.status'), render: (_, r) => <Tag color={STATUS_COLOR[r.e.status]}>{t(`measure.status.${r.e.status}`)}</Tag> },
        { title: t('measure.col.frequency'), align: 'right', render: (_, r) => num(r.fq, 4) },
        { title: t('measure.col.rocof'), align: 'right', render: (_, r) => num(r.rf, 4) },
        { title: t('measure.col.voltage'), align: 'right', render: (_, r) => num(r.ua, 3) },
        { title: t('measure.col.updated'), render: (_, r) => (r.at ? timeTick(r.at) : '—') },
      ]}
    />
  );
}
