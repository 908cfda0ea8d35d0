import { GlobalOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { currentLang, setLang } from '../../i18n/index.js';

/** Switches between 中文 and English; the choice is stored (pro__LANGUAGE) and survives a reload. */
export default function LangSwitch({ block = false }: { block?: boolean }) {
  const { t } = useTranslation('portal');
  return (
    <Button
      type="text" icon={<GlobalOutlined />} block={block} data-testid="portal-lang" title={t('header.switchLabel')}
      onClick={() => setLang(currentLang() === 'zh' ? 'en' : 'zh')}
    >
      {t('header.switchTo')}
    </Button>
  );
}
