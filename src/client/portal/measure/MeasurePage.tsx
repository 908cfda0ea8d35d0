import { Card, Space, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The frame of a measurement page: its title, a toolbar and the content. */
export default function MeasurePage({
  title,
  hint,
  toolbar,
  children,
  testId,
}: {
  title: string;
  hint?: string;
  toolbar?: ReactNode;
  children: ReactNode;
  testId?: string;
}) {
  const { t } = useTranslation('portal');
  return (
    <div style={{ padding: 24, maxWidth: 1600, margin: '0 auto' }} data-testid={testId}>
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        <div>
          <Typography.Title level={3} style={{ marginBottom: 4 }}>
            {t(title)}
          </Typography.Title>
          {hint && <Typography.Text type="secondary">{t(hint)}</Typography.Text>}
        </div>
        {toolbar && <Card size="small">{toolbar}</Card>}
        {children}
      </Space>
    </div>
  );
}
