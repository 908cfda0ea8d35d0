import { CloudServerOutlined, DeploymentUnitOutlined, EyeOutlined } from '@ant-design/icons';
import { Col, Row } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import Section from '../common/Section.js';

const PARTS: { key: string; icon: ReactNode }[] = [
  { key: 'intake', icon: <CloudServerOutlined /> },
  { key: 'analysis', icon: <DeploymentUnitOutlined /> },
  { key: 'open', icon: <EyeOutlined /> },
];
const DATA_PAGES = ['overview', 'powerfreqcurve', 'harmoniccurve', 'heatmap'];

/** The data centre: intake, analysis and the open data pages it serves. */
export default function DataCentreSection() {
  const { t } = useTranslation('portal');
  return (
    <Section id="datacentre" title={t('dc.title')} lead={t('dc.lead')}>
      <Row gutter={[24, 24]}>
        {PARTS.map(({ key, icon }) => (
          <Col key={key} xs={24} md={8} style={{ textAlign: 'center' }}>
            <div className="pt-icon-badge">{icon}</div>
            <div className="pt-card-name">{t(`dc.${key}.title`)}</div>
            <p className="pt-card-text">{t(`dc.${key}.text`)}</p>
          </Col>
        ))}
      </Row>
      <div style={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: 12, marginTop: 32 }}>
        {DATA_PAGES.map((p) => (
          <Link key={p} to={`/portal/${p}`} className="pt-cta pt-cta-outline">
            {t(`nav.${p}`)}
          </Link>
        ))}
      </div>
    </Section>
  );
}
