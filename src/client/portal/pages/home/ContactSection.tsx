import { useTranslation } from 'react-i18next';
import ContactList from '../../layout/ContactList.js';
import Section from '../common/Section.js';
import Panel from '../common/Panel.js';

/** How to reach the laboratory. */
export default function ContactSection({ alt = true }: { alt?: boolean }) {
  const { t } = useTranslation('portal');
  return (
    <Section id="contact" alt={alt} title={t('contact.title')} lead={t('contact.lead')}>
      <Panel style={{ maxWidth: 760, margin: '0 auto' }} title={t('lab.name')}>
        <ContactList />
      </Panel>
    </Section>
  );
}
