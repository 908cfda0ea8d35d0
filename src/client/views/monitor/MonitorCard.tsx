import { Alert, Card, Spin, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { clock } from './useMonitor.js';

/** The frame of a monitor page: title, last sample time (refreshing), errors. */
export default function MonitorCard({ title, time, error, children }: { title: string; time?: number; error?: unknown; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Card
      title={title}
      extra={
        <Typography.Text type="secondary" data-testid="monitor-updated">
          {t('monitor.updated')} {clock(time)}
        </Typography.Text>
      }
    >
      {error ? <Alert type="error" message={t('monitor.loadFailed')} /> : time ? children : <Spin />}
    </Card>
  );
}
