import { Col, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { routeKey } from '../layout/navItems.js';
import { PORTAL_ROUTES } from '../routes.js';
import PageBanner from './common/PageBanner.js';
import Section from './common/Section.js';
import LayoutSketch from './layout/LayoutSketch.js';
import Panel from './common/Panel.js';
import '../../i18n/portal/site/pages.js'; // this page's strings

const PARTS = ['header', 'content', 'footer', 'mobile'];
const GROUPS = ['site', 'data', 'about'] as const;

/** /portal/layout: what each part of a portal page does, and every page of the portal. */
export default function LayoutPage() {
  const { t } = useTranslation('portal');
  return (
    <>
      <PageBanner title={t('nav.layout')} lead={t('layout.lead')} />
      <Section title={t('layout.parts')}>
        <Row gutter={[32, 24]} align="middle">
          <Col xs={24} lg={10}>
            <LayoutSketch />
          </Col>
          <Col xs={24} lg={14}>
            {PARTS.map((p, i) => (
              <div key={p} style={{ marginBottom: 16 }}>
                <div className="pt-card-name">
                  <span className="pt-step">{i + 1}</span>
                  {t(`layout.${p}`)}
                </div>
                <p className="pt-card-text">{t(`layout.${p}Text`)}</p>
              </div>
            ))}
          </Col>
        </Row>
      </Section>
      <Section alt title={t('layout.sitemap')}>
        <Row gutter={[20, 20]} data-testid="sitemap">
          {GROUPS.map((g) => (
            <Col key={g} xs={24} lg={8}>
              <Panel className="pt-card" title={t(`layout.group.${g}`)}>
                {PORTAL_ROUTES.filter((r) => r.group === g).map((r) => (
                  <div key={r.path} style={{ marginBottom: 12 }}>
                    <Link to={routeKey(r)} style={{ fontWeight: 500 }}>
                      {t(r.title)}
                    </Link>
                    <div className="pt-card-text" style={{ fontSize: 13 }}>
                      {t(`layout.desc.${r.path}`)}
                    </div>
                  </div>
                ))}
              </Panel>
            </Col>
          ))}
        </Row>
      </Section>
    </>
  );
}
