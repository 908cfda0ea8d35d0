import { Layout } from 'antd';
import type { MenuItem } from '../session/types.js';
import { useSettings } from '../settings/useSettings.js';
import PageBreadcrumb from './PageBreadcrumb.js';
import { TabOutlet } from './tabs/refresh.js';

/** The content area: breadcrumb above the page; Fixed width centres it at most 1200 px wide, Fluid fills the row. */
export default function ConsoleContent({ menu }: { menu: MenuItem[] }) {
  const { contentWidth } = useSettings();
  return (
    <Layout.Content style={{ padding: 24 }}>
      <div data-testid="console-content" style={contentWidth === 'Fixed' ? { maxWidth: 1200, margin: '0 auto' } : undefined}>
        <PageBreadcrumb menu={menu} />
        <div style={{ background: '#fff' }}>
          <TabOutlet />
        </div>
      </div>
    </Layout.Content>
  );
}
