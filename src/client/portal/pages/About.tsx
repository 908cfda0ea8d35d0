import { SafetyCertificateOutlined } from '@ant-design/icons';
import { Alert, Col, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import PageBanner from './common/PageBanner.js';
import Section from './common/Section.js';
import ContactSection from './home/ContactSection.js';
import '../../i18n/portal/site/pages.js'; // this page's strings

const SERVICES = ['device', 'calibration', 'data', 'training'];

/** /portal/about: the laboratory, what it offers, its quality system and contacts. */
export default function About() {
  const { t } = useTranslation('portal');
  return (
    <>
      <PageBanner title={t('nav.about')} lead={t('about.lead')} />
      <Section>
        <Row gutter={[40, 32]}>
          <Col xs={24} lg={12}>
            <h2 style={{ textAlign: 'left' }}>{t('about.who')}</h2>
            <p className="pt-card-text">{t('about.who.p1')}</p>
            <p className="pt-card-text" style={{ marginTop: 12 }}>
              {t('about.who.p2')}
            </p>
          </Col>
          <Col xs={24} lg={12}>
            <h2 style={{ textAlign: 'left' }}>{t('about.services')}</h2>
            <ul className="pt-list">
              {SERVICES.map((s) => (
                <li key={s}>{t(`about.svc.${s}`)}</li>
              ))}
            </ul>
          </Col>
        </Row>
        <Alert style={{ marginTop: 32 }} type="info" showIcon icon={<SafetyCertificateOutlined />} message={t('about.quality')} />
      </Section>
      <ContactSection />
    </>
  );
}
