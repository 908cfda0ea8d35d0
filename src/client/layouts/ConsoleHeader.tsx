import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Grid, Layout } from 'antd';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { MenuItem } from '../session/types.js';
import { useSettings } from '../settings/useSettings.js';
import Brand from './Brand.js';
import HeaderBar from './HeaderBar.js';
import TopMenu from './TopMenu.js';
import { useAutoHideHeader } from './useAutoHideHeader.js';

export const HEADER_HEIGHT = 64;
const FIXED_WIDTH = 1200;

interface ConsoleHeaderProps {
  menu: MenuItem[];
  /** top-menu mode on a desktop: brand and horizontal menu in the header */
  top: boolean;
  mobile: boolean;
  sidebarOpen: boolean;
  onToggleSidebar: () => void;
}

/** The header: fixed (sticky) when set, hidden on scroll down when auto-hide is on. */
export default function ConsoleHeader({ menu, top, mobile, sidebarOpen, onToggleSidebar }: ConsoleHeaderProps) {
  const { t } = useTranslation();
  const s = useSettings();
  const visible = useAutoHideHeader(s.fixedHeader && s.autoHideHeader);
  // below 1600 px the top menu needs the header's width: short brand, no greeting, no group icons
  const roomy = !!Grid.useBreakpoint().xxl;
  const dark = top && s.theme === 'dark'; // side-menu mode keeps a light header; the theme is the sider's
  const style: CSSProperties = {
    height: HEADER_HEIGHT,
    lineHeight: `${HEADER_HEIGHT}px`,
    padding: top ? 0 : mobile ? '0 12px' : '0 24px',
    background: dark ? '#001529' : '#fff',
    color: dark ? 'rgba(255, 255, 255, 0.85)' : undefined,
    boxShadow: '0 1px 4px rgba(0, 21, 41, 0.08)',
    zIndex: 10,
    ...(s.fixedHeader ? { position: 'sticky', top: 0 } : {}),
    transform: visible ? undefined : 'translateY(-100%)',
    transition: 'transform 0.2s',
  };
  const Fold = sidebarOpen ? MenuFoldOutlined : MenuUnfoldOutlined;
  return (
    <Layout.Header style={style} data-testid="console-header" data-visible={visible}>
      <div
        style={{
          display: 'flex',
          alignItems: 'center',
          height: '100%',
          ...(top && s.contentWidth === 'Fixed' ? { maxWidth: FIXED_WIDTH, margin: '0 auto' } : { padding: top ? '0 24px 0 0' : 0 }),
        }}
      >
        {top ? (
          <>
            <Brand theme={s.theme} variant={roomy ? 'wide' : 'sider'} />
            <TopMenu menu={menu} theme={s.theme} compact={!roomy} />
          </>
        ) : (
          <Fold
            role="button"
            tabIndex={0}
            aria-label={t(sidebarOpen ? 'layout.fold' : 'layout.unfold')}
            data-testid="sidebar-toggle"
            style={{ fontSize: 18, cursor: 'pointer', marginRight: 'auto', paddingRight: 12 }}
            onClick={onToggleSidebar}
          />
        )}
        <div style={{ display: 'flex', justifyContent: 'flex-end', ...(top && roomy ? { minWidth: 360 } : {}) }}>
          <HeaderBar menu={menu} mobile={mobile} greeting={!mobile && (!top || roomy)} />
        </div>
      </div>
    </Layout.Header>
  );
}
