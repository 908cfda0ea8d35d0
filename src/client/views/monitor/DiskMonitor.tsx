import { Progress, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import MonitorCard from './MonitorCard.js';
import { diskSample, type DiskEntry as Disk } from '#shared/contract/monitor.js';
import { gb, useMonitor } from './useMonitor.js';

/** Every mounted file system; above 90 % used in the warning colour. */
export default function DiskMonitor() {
  const { t } = useTranslation();
  const { data: d, error } = useMonitor('disk', diskSample);
  return (
    <MonitorCard title={t('monitor.disk')} time={d?.time} error={error}>
      <Table<Disk>
        size="small"
        rowKey="mount"
        pagination={false}
        dataSource={d?.disks ?? []}
        columns={[
          { title: t('monitor.mount'), dataIndex: 'mount' },
          { title: t('monitor.fsType'), dataIndex: 'fsType', width: 110 },
          { title: t('monitor.size'), dataIndex: 'size', width: 110, render: (v: number) => `${gb(v)} GB` },
          { title: t('monitor.used'), dataIndex: 'used', width: 110, render: (v: number) => `${gb(v)} GB` },
          { title: t('monitor.free'), dataIndex: 'free', width: 110, render: (v: number) => `${gb(v)} GB` },
          {
            title: t('monitor.usage'),
            dataIndex: 'usedPercent',
            width: 220,
            render: (v: number) => (
              <Progress
                percent={v}
                size="small"
                status={v > (d?.warnPercent ?? 90) ? 'exception' : 'normal'}
                data-warn={v > (d?.warnPercent ?? 90) ? 'yes' : 'no'}
              />
            ),
          },
        ]}
      />
    </MonitorCard>
  );
}
