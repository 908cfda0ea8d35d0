import { GlobalOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { currentLang, setLang } from '../../i18n/index.js';

/** Switches between 中文 and English; the choice is stored (pro__LANGUAGE) and survives a reload. */
export default function LangSwitch({ block = false }: { block?: boolean }) {
  const { t } = useTranslation('portal');
  return (
    <button
      type="button"
      className={`pt-text-btn${block ? ' pt-text-btn-block' : ''}`}
      data-testid="portal-lang"
      title={t('header.switchLabel')}
      onClick={() => setLang(currentLang() === 'zh' ? 'en' : 'zh')}
    >
      <GlobalOutlined />
      <span>{t('header.switchTo')}</span>
    </button>
  );
}
