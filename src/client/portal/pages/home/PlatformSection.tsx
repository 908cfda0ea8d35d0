import { ExperimentOutlined } from '@ant-design/icons';
import { Col, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import Figure from '../common/Figure.js';
import Section from '../common/Section.js';
import Panel from '../common/Panel.js';

// the standard each test family follows is a name, not a translation
const TESTS = [
  { key: 'c37', standard: 'IEEE C37.118.1' },
  { key: 'iec7', standard: 'IEC 61000-4-7' },
  { key: 'iec30', standard: 'IEC 61000-4-30' },
];
const FIGURES = ['tve', 'time', 'channels'];

/** The test and calibration platform: what is tested against which standard, and how well. */
export default function PlatformSection() {
  const { t } = useTranslation('portal');
  return (
    <Section id="platform" alt title={t('platform.title')} lead={t('platform.lead')}>
      <Row gutter={[20, 20]}>
        {TESTS.map(({ key, standard }) => (
          <Col key={key} xs={24} md={8}>
            <Panel className="pt-card">
              <div className="pt-icon-badge">
                <ExperimentOutlined />
              </div>
              <div>
                <span className="pt-tag">{standard}</span>
              </div>
              <div className="pt-card-name" style={{ marginTop: 8 }}>
                {t(`platform.${key}.title`)}
              </div>
              <p className="pt-card-text">{t(`platform.${key}.text`)}</p>
            </Panel>
          </Col>
        ))}
      </Row>
      <Row gutter={[20, 20]} justify="center" style={{ marginTop: 28, textAlign: 'center' }}>
        {FIGURES.map((f) => (
          <Col key={f} xs={24} sm={8}>
            <Figure value={t(`platform.fig.${f}`)} label={t(`platform.fig.${f}Label`)} />
          </Col>
        ))}
      </Row>
    </Section>
  );
}
