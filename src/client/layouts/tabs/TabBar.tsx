import { ArrowLeftOutlined, ArrowRightOutlined, CloseOutlined, ReloadOutlined } from '@ant-design/icons';
import { Tabs } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import ContextMenu, { type ContextMenuItem } from './ContextMenu.js';
import { useSettings } from '../../settings/useSettings.js';
import { useDevice } from '../useDevice.js';
import { useTabs, type TabCommand } from './useTabs.js';

// antd renders each tab as <div data-node-key={key}>: that is how a right-click names its tab
const tabOf = (el: HTMLElement) => el.closest<HTMLElement>('[data-node-key]');

/** The multi-tab bar (spec §2): home first, one tab per opened page, right-click menu. Desktop only. */
export default function TabBar() {
  const { t } = useTranslation();
  const desktop = useDevice() === 'desktop';
  const { contentWidth } = useSettings();
  const { tabs, active, titleOf, select, close, command } = useTabs(); // keeps tracking while hidden

  const menuItems = useMemo<ContextMenuItem[]>(
    () => [
      { key: 'refresh', icon: <ReloadOutlined />, label: t('tabs.refresh') },
      { key: 'closeLeft', icon: <ArrowLeftOutlined />, label: t('tabs.closeLeft') },
      { key: 'closeRight', icon: <ArrowRightOutlined />, label: t('tabs.closeRight') },
      { key: 'closeOthers', icon: <CloseOutlined />, label: t('tabs.closeOthers') },
    ],
    [t],
  );

  if (!desktop) return null;
  return (
    // the same side padding and width as the content below (ConsoleContent): the tabs line up with the page
    <div data-testid="tab-bar" style={{ background: '#fff', padding: '6px 24px 0', borderTop: '1px solid #f0f0f0' }}>
      <div style={contentWidth === 'Fixed' ? { maxWidth: 1200, margin: '0 auto' } : undefined}>
        <ContextMenu
          items={menuItems}
          pick={tabOf}
          onSelect={(key, target) => {
            const path = target.dataset.nodeKey;
            if (path) command(key as TabCommand, path);
          }}
        >
          <Tabs
            type="editable-card"
            hideAdd
            size="small"
            activeKey={active}
            tabBarStyle={{ margin: 0 }}
            onChange={select}
            onEdit={(key, action) => action === 'remove' && typeof key === 'string' && close(key)}
            // every tab has its cross, as in JeecgBoot: home's and a last tab's answer with the spec's warnings (useTabs)
            items={tabs.map((tab) => ({ key: tab.path, label: titleOf(tab.path), closable: true }))}
          />
        </ContextMenu>
      </div>
    </div>
  );
}
