import {
  ApartmentOutlined, AppstoreOutlined, BookOutlined, ClusterOutlined, DashboardOutlined, FileTextOutlined,
  HomeOutlined, IdcardOutlined, LineChartOutlined, MenuOutlined, MonitorOutlined, SafetyOutlined,
  SettingOutlined, TeamOutlined, UserOutlined, ClockCircleOutlined, ThunderboltOutlined, DesktopOutlined, HddOutlined,
  ApiOutlined, UnorderedListOutlined, DatabaseOutlined, ProfileOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';

// menu meta.icon holds antd v3 names (JeecgBoot data); the ones our menus use, by name
const ICONS: Record<string, ReactNode> = {
  apartment: <ApartmentOutlined />, appstore: <AppstoreOutlined />, book: <BookOutlined />, cluster: <ClusterOutlined />,
  dashboard: <DashboardOutlined />, 'file-text': <FileTextOutlined />, home: <HomeOutlined />, idcard: <IdcardOutlined />,
  'line-chart': <LineChartOutlined />, menu: <MenuOutlined />, monitor: <MonitorOutlined />, safety: <SafetyOutlined />,
  setting: <SettingOutlined />, team: <TeamOutlined />, user: <UserOutlined />,
  'clock-circle': <ClockCircleOutlined />, thunderbolt: <ThunderboltOutlined />, desktop: <DesktopOutlined />, hdd: <HddOutlined />,
  api: <ApiOutlined />, 'unordered-list': <UnorderedListOutlined />, database: <DatabaseOutlined />, profile: <ProfileOutlined />,
};

/** The icon for a menu meta.icon name; unknown names get none (antd then shows the title's first letter when collapsed). */
export const menuIcon = (name?: string): ReactNode => (name ? ICONS[name] : undefined);
