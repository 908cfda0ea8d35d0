import { Alert, Card, Col, Row, Spin, Statistic } from 'antd';
import { Suspense, useMemo } from 'react';
import { lazyView } from '../../components/lazyView.js';
import { useTranslation } from 'react-i18next';
import { session } from '../../session/session.js';
import './i18n.js';
import { useAnalysis } from './useAnalysis.js';
import { usePublicSummary } from './useDashboard.js';

const VisitChart = lazyView(() => import('./VisitChart.js'));

/** Without a token: the public device figures (no login statistics, which need an account). */
function PublicAnalysis() {
  const { t } = useTranslation();
  const { data } = usePublicSummary();
  const figures: [string, number | undefined][] = [
    [t('dashboard.devices'), data?.devices],
    [t('dashboard.running'), data?.running],
    [t('dash.publicFigures.points'), data?.points],
    [t('dash.publicFigures.provinces'), data?.provinces],
  ];
  return (
    <div style={{ padding: 24 }} data-testid="public-analysis">
      <Row gutter={24}>
        {figures.map(([title, value]) => (
          <Col key={title} xs={12} md={6} style={{ marginBottom: 16 }}>
            <Card>
              <Statistic title={title} value={value ?? '-'} />
            </Card>
          </Col>
        ))}
      </Row>
      <Alert type="info" showIcon message={t('dash.publicFigures.loginHint')} />
    </div>
  );
}

/** The analysis dashboard: login figures from /sys/loginfo and the last 7 days from /sys/visitInfo; public figures without a token. */
export default function Analysis() {
  return session.token() ? <SignedInAnalysis /> : <PublicAnalysis />;
}

function SignedInAnalysis() {
  const { t } = useTranslation();
  const { info, visits, users, devices } = useAnalysis();
  const chart = useMemo(
    () => ({
      dayLabel: t('dashboard.day'),
      days: visits.map((v) => v.type),
      series: [
        { name: t('dashboard.visits'), values: visits.map((v) => v.visit), color: '#5b8ff9' },
        { name: t('dashboard.ips'), values: visits.map((v) => v.ip), color: '#5ad8a6' },
      ],
    }),
    [visits, t],
  );
  const figures: [string, number | undefined][] = [
    ...(users !== undefined ? [['users', users] as [string, number]] : []),
    ...(devices
      ? ([
          ['devices', devices[0]],
          ['running', devices[1]],
        ] as [string, number][])
      : []),
    ['totalVisits', info?.totalVisitCount],
    ['todayVisits', info?.todayVisitCount],
    ['todayIp', info?.todayIp],
  ];
  return (
    <div style={{ padding: 24 }}>
      <Row gutter={24}>
        {figures.map(([key, value]) => (
          <Col key={key} xs={12} md={8} xl={Math.floor(24 / figures.length)} style={{ marginBottom: 16 }}>
            <Card>
              <Statistic title={t(`dashboard.${key}`)} value={value ?? '-'} />
            </Card>
          </Col>
        ))}
      </Row>
      <Card title={t('dashboard.lastWeek')} style={{ marginTop: 8 }}>
        <Suspense fallback={<Spin />}>{visits.length > 0 && <VisitChart data={chart} />}</Suspense>
      </Card>
    </div>
  );
}
