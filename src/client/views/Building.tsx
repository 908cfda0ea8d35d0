import { Result } from 'antd';
import { useTranslation } from 'react-i18next';

/** Stand-in for views whose issue has not landed yet (schema pages, portal, monitors). */
export default function Building({ title }: { title?: string }) {
  const { t } = useTranslation();
  return <Result status="info" title={title} subTitle={t('building')} />;
}
