import { CodeOutlined, ExperimentOutlined, LineChartOutlined, ToolOutlined } from '@ant-design/icons';
import { Col, Row, Steps } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import PageBanner from './common/PageBanner.js';
import Section from './common/Section.js';
import Panel from './common/Panel.js';
import '../../i18n/portal/site/pages.js'; // this page's strings

const GROUPS: { key: string; icon: ReactNode }[] = [
  { key: 'dev', icon: <ToolOutlined /> },
  { key: 'cal', icon: <ExperimentOutlined /> },
  { key: 'data', icon: <CodeOutlined /> },
  { key: 'app', icon: <LineChartOutlined /> },
];
const GROWTH = ['mentor', 'rotation', 'seminar', 'standards'];
const CULTURE = ['trace', 'field', 'cyber'];
const MILESTONES = ['ms1', 'ms2', 'ms3', 'ms4', 'ms5'];

/** /portal/teambuilding: the groups, how people grow, the culture and how the capabilities grew. */
export default function TeamBuilding() {
  const { t } = useTranslation('portal');
  return (
    <>
      <PageBanner title={t('nav.teambuilding')} lead={t('team.lead')} />
      <Section title={t('team.groups')}>
        <Row gutter={[20, 20]}>
          {GROUPS.map(({ key, icon }) => (
            <Col key={key} xs={24} md={12} xl={6}>
              <Panel className="pt-card">
                <div className="pt-icon-badge">{icon}</div>
                <div className="pt-card-name">{t(`team.${key}.title`)}</div>
                <p className="pt-card-text">{t(`team.${key}.text`)}</p>
              </Panel>
            </Col>
          ))}
        </Row>
      </Section>
      <Section alt>
        <Row gutter={[32, 32]}>
          <Col xs={24} lg={14}>
            <h2 style={{ textAlign: 'left' }}>{t('team.growth')}</h2>
            <ul className="pt-list">
              {GROWTH.map((g) => (
                <li key={g}>{t(`team.growth.${g}`)}</li>
              ))}
            </ul>
          </Col>
          <Col xs={24} lg={10}>
            <h2 style={{ textAlign: 'left' }}>{t('team.culture')}</h2>
            <ul className="pt-list">
              {CULTURE.map((c) => (
                <li key={c}>{t(`team.culture.${c}`)}</li>
              ))}
            </ul>
          </Col>
        </Row>
      </Section>
      <Section title={t('team.milestones')}>
        <Steps
          direction="vertical"
          current={MILESTONES.length}
          style={{ maxWidth: 760, margin: '0 auto' }}
          items={MILESTONES.map((m) => ({ title: t(`team.${m}`) }))}
        />
      </Section>
    </>
  );
}
