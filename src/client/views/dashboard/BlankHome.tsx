import { Button, Result, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import './i18n.js';
import { useDocumentTitle } from '../../layouts/tabs/useDocumentTitle.js';

/** /test/home: a page in the blank layout (no menu, header or tabs) — JeecgBoot's layout test page. */
export default function BlankHome() {
  const { t } = useTranslation();
  useDocumentTitle(t('dash.blank.title'));
  return (
    <div style={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center' }} data-testid="blank-home">
      <Result
        status="info"
        title={`${t('app.title')} · ${t('dash.blank.title')}`}
        subTitle={t('dash.blank.text')}
        extra={
          <Space>
            <Link to="/dashboard/analysis">
              <Button type="primary">{t('dash.blank.console')}</Button>
            </Link>
            <Link to="/portal/home">
              <Button>{t('dash.blank.portal')}</Button>
            </Link>
          </Space>
        }
      />
    </div>
  );
}
