import { ThunderboltFilled } from '@ant-design/icons';
import { theme as antdTheme } from 'antd';
import { useTranslation } from 'react-i18next';

interface BrandProps {
  theme: 'dark' | 'light';
  /** sider width: the short name; collapsed: the logo only; wide (top menu): the full title */
  variant: 'sider' | 'collapsed' | 'wide';
}

/** Logo and system name at the top of the sider or the left of the top-menu header. */
export default function Brand({ theme, variant }: BrandProps) {
  const { t } = useTranslation();
  const { token } = antdTheme.useToken();
  const color = theme === 'dark' ? '#fff' : 'rgba(0, 0, 0, 0.88)';
  const name = variant === 'wide' ? t('app.title') : variant === 'sider' ? t('app.short') : '';
  return (
    <div
      data-testid="brand"
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: 10,
        height: 64,
        overflow: 'hidden',
        whiteSpace: 'nowrap',
        padding: variant === 'collapsed' ? '0 28px' : '0 24px',
        color,
        fontSize: 18,
        fontWeight: 600,
        ...(variant === 'wide' ? { minWidth: 390 } : {}), // spec §9: top-menu brand min width 390 px
      }}
    >
      <ThunderboltFilled style={{ color: token.colorPrimary, fontSize: 24 }} />
      {name && <span>{name}</span>}
    </div>
  );
}
