import { Col, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PORTAL_ROUTES } from '../routes.js';
import ContactList from './ContactList.js';
import { routeKey } from './navItems.js';

const linksOf = (groups: string[]) => PORTAL_ROUTES.filter((r) => r.group && groups.includes(r.group));

/** The footer of every portal page: the laboratory, its contacts and quick links. */
export default function PortalFooter() {
  const { t } = useTranslation('portal');
  const list = (groups: string[]) => (
    <ul className="pt-footer-links">
      {linksOf(groups).map((r) => (
        <li key={r.path}>
          <Link to={routeKey(r)}>{t(r.title)}</Link>
        </li>
      ))}
    </ul>
  );
  return (
    <footer className="pt-footer" data-testid="portal-footer">
      <div className="pt-container">
        <Row gutter={[32, 24]}>
          <Col xs={24} lg={10}>
            <h3>{t('lab.name')}</h3>
            <p className="pt-footer-muted">{t('lab.slogan')}</p>
            <ContactList dark />
          </Col>
          <Col xs={12} lg={7}>
            <h4>{t('footer.links')}</h4>
            {list(['site', 'about'])}
          </Col>
          <Col xs={12} lg={7}>
            <h4>{t('footer.data')}</h4>
            {list(['data'])}
          </Col>
        </Row>
        <div className="pt-footer-bottom">
          <span>{t('footer.copyright', { year: new Date().getFullYear() })}</span>
          <span>{t('footer.note')}</span>
        </div>
      </div>
    </footer>
  );
}
