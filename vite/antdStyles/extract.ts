import { extractStyle } from '@ant-design/static-style-extract';
import * as antd from 'antd';
import { createElement as h, Fragment, type ComponentType, type ReactNode } from 'react';
import { topMenuTheme, themeOf } from '../../src/client/settings/themeConfig.js';
import { DEFAULT_SETTINGS } from '../../src/client/settings/types.js';

type Comp = ComponentType<Record<string, unknown>>;
const panelOf = (c: unknown) => (c as { _InternalPanelDoNotUseOrYouWillBeFired?: Comp })._InternalPanelDoNotUseOrYouWillBeFired;

/**
 * The antd components the console and the portal render (each as its inline panel where it opens in a portal, which
 * a render to a string would not reach): their styles are what a page would otherwise generate at run time.
 */
const NAMES = [
  'Alert',
  'Avatar',
  'Badge',
  'Breadcrumb',
  'Button',
  'Card',
  'Checkbox',
  'Col',
  'DatePicker',
  'Descriptions',
  'Divider',
  'Drawer',
  'Dropdown',
  'Empty',
  'Form',
  'Input',
  'InputNumber',
  'Layout',
  'List',
  'Menu',
  'Modal',
  'Pagination',
  'Popconfirm',
  'Popover',
  'Progress',
  'Radio',
  'Result',
  'Row',
  'Segmented',
  'Select',
  'Space',
  'Spin',
  'Statistic',
  'Steps',
  'Switch',
  'Table',
  'Tabs',
  'Tag',
  'Tooltip',
  'Tree',
  'Typography',
  'Upload',
  'message',
  'notification',
] as const;

const CUSTOM: Partial<Record<(typeof NAMES)[number], (c: Comp) => ReactNode>> = {
  Dropdown: (c) => [h(c, { menu: { items: [] } }, h('div')), h(panelOf(c)!)],
  Menu: (c) => h(c, { items: [] }),
  Tree: (c) => h(c, { treeData: [] }),
  Form: (c) => h(c, null, h((c as unknown as { Item: Comp }).Item)),
  Layout: (c) => h(c, null, h((c as unknown as { Sider: Comp }).Sider), h((c as unknown as { Header: Comp }).Header)),
  Select: (c) => [h(c), h(panelOf(c)!)],
  DatePicker: (c) => [h(c), h(panelOf(c)!)],
};

function node(name: (typeof NAMES)[number]): ReactNode {
  const c = (antd as unknown as Record<string, Comp>)[name];
  const custom = CUSTOM[name];
  if (custom) return custom(c);
  const panel = panelOf(c);
  return h(panel ?? c);
}

const all = () => h(Fragment, null, ...NAMES.map((n) => h(Fragment, { key: n }, node(n))));

/**
 * antd's CSS for the default colour, with motion (`still` false) or without: the styles of every component above and
 * the map from each style's cache path to its hash, which tells antd at run time not to generate or insert them again.
 */
export function antdCss(still: boolean): string {
  const theme = themeOf(DEFAULT_SETTINGS.color, still);
  const { ConfigProvider, Menu } = antd;
  return extractStyle(() =>
    h(
      ConfigProvider,
      { theme },
      all(),
      ...[false, true].map((compact) => h(ConfigProvider, { key: String(compact), theme: topMenuTheme(compact) }, h(Menu, { items: [] }))),
    ),
  );
}
