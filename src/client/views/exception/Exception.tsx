import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useDocumentTitle } from '../../layouts/tabs/useDocumentTitle.js';

export default function Exception({ status }: { status: 403 | 404 | 500 }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useDocumentTitle(String(status));
  return (
    <Result
      status={status}
      title={status}
      subTitle={t(`exception.${status}`)}
      extra={
        <Button type="primary" onClick={() => navigate('/dashboard/analysis')}>
          {t('exception.back')}
        </Button>
      }
    />
  );
}
