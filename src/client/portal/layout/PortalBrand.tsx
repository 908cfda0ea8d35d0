import { ThunderboltFilled } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/** Logo and system name; leads home. */
export default function PortalBrand() {
  const { t } = useTranslation();
  return (
    <Link to="/portal/home" className="pt-brand" data-testid="portal-brand">
      <ThunderboltFilled className="pt-brand-icon" />
      <span>{t('app.title')}</span>
    </Link>
  );
}
