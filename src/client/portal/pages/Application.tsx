import { Button, Col, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import PageBanner from './common/PageBanner.js';
import Section from './common/Section.js';
import Panel from './common/Panel.js';
import '../../i18n/portal/site/pages.js'; // this page's strings

// each case: its text keys (cases.<key>.*), the device type it relies on and the data page that shows it
const CASES = [
  { key: 'wind', device: 'SMD-R', page: 'powerfreqcurve' },
  { key: 'hvdc', device: 'SMD-C', page: 'powerfreqcurve' },
  { key: 'industry', device: 'SMD-L', page: 'harmoniccurve' },
  { key: 'dist', device: 'SMD-W', page: 'realtimecurves' },
];
const PARTS = ['challenge', 'solution', 'result'];

/** /portal/application: application cases from the generation, grid and load side. */
export default function Application() {
  const { t } = useTranslation('portal');
  const navigate = useNavigate();
  return (
    <>
      <PageBanner title={t('nav.application')} lead={t('cases.lead')} />
      <Section>
        <Row gutter={[24, 24]}>
          {CASES.map(({ key, device, page }) => (
            <Col key={key} xs={24} lg={12}>
              <Panel
                className="pt-card"
                data-testid={`case-${key}`}
                title={
                  <span>
                    {t(`cases.${key}.title`)}{' '}
                    <span className="pt-tag" style={{ marginLeft: 8 }}>
                      {device}
                    </span>
                  </span>
                }
              >
                {PARTS.map((p) => (
                  <div key={p} style={{ marginBottom: 12 }}>
                    <div className="pt-fig-label" style={{ fontWeight: 600, fontSize: 13 }}>
                      {t(`cases.${p}`)}
                    </div>
                    <p className="pt-card-text">{t(`cases.${key}.${p}`)}</p>
                  </div>
                ))}
                <Button type="link" style={{ padding: 0 }} onClick={() => navigate(`/portal/${page}`)}>
                  {t('cases.viewData', { page: t(`nav.${page}`) })} →
                </Button>
              </Panel>
            </Col>
          ))}
        </Row>
      </Section>
    </>
  );
}
