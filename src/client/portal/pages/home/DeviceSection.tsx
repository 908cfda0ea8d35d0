import { Col, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import Figure from '../common/Figure.js';
import Section from '../common/Section.js';
import { DEVICE_TYPES } from './devices.js';
import Panel from '../common/Panel.js';

/** The four SMD device types with their key figures and what each measures. */
export default function DeviceSection() {
  const { t } = useTranslation('portal');
  return (
    <Section id="devices" title={t('devices.title')} lead={t('devices.lead')}>
      <Row gutter={[20, 20]}>
        {DEVICE_TYPES.map(({ model, key, icon }) => (
          <Col key={key} xs={24} md={12} xl={6}>
            <Panel className="pt-card" data-testid={`device-${model}`}>
              <div className="pt-icon-badge">{icon}</div>
              <div className="pt-card-model">{model}</div>
              <div className="pt-card-name">{t(`devices.${key}.name`)}</div>
              <p className="pt-card-text">{t(`devices.${key}.desc`)}</p>
              <div className="pt-figs">
                <Figure value={t(`devices.${key}.fig1`)} label={t(`devices.${key}.fig1Label`)} />
                <Figure value={t(`devices.${key}.fig2`)} label={t(`devices.${key}.fig2Label`)} />
              </div>
              <ul className="pt-list">
                {['f1', 'f2', 'f3'].map((f) => (
                  <li key={f}>{t(`devices.${key}.${f}`)}</li>
                ))}
              </ul>
            </Panel>
          </Col>
        ))}
      </Row>
    </Section>
  );
}
