import { ClockCircleOutlined, EnvironmentOutlined, MailOutlined, PhoneOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

const ROWS: { key: string; icon: ReactNode }[] = [
  { key: 'address', icon: <EnvironmentOutlined /> },
  { key: 'phone', icon: <PhoneOutlined /> },
  { key: 'calibration', icon: <SafetyCertificateOutlined /> },
  { key: 'email', icon: <MailOutlined /> },
  { key: 'hours', icon: <ClockCircleOutlined /> },
];

/** The laboratory's contact details (footer, home page, about page). */
export default function ContactList({ dark = false }: { dark?: boolean }) {
  const { t } = useTranslation('portal');
  return (
    <dl className={`pt-contacts${dark ? ' pt-contacts-dark' : ''}`} data-testid="portal-contacts">
      {ROWS.map(({ key, icon }) => (
        <div key={key} className="pt-contact-row">
          <dt>
            {icon}
            <span>{t(`contact.${key}`)}</span>
          </dt>
          <dd>{t(`contact.${key}Value`)}</dd>
        </div>
      ))}
    </dl>
  );
}
