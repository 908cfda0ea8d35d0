import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import ContactList from '../../layout/ContactList.js';
import Section from '../common/Section.js';

/** How to reach the laboratory. */
export default function ContactSection({ alt = true }: { alt?: boolean }) {
  const { t } = useTranslation('portal');
  return (
    <Section id="contact" alt={alt} title={t('contact.title')} lead={t('contact.lead')}>
      <Card style={{ maxWidth: 760, margin: '0 auto' }} title={t('lab.name')}>
        <ContactList />
      </Card>
    </Section>
  );
}
