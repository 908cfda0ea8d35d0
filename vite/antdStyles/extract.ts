import { extractStyle } from '@ant-design/static-style-extract';
import * as antd from 'antd';
import { createElement as h, Fragment, type ComponentType, type ReactNode } from 'react';
import { topMenuTheme, themeOf } from '../../src/client/settings/themeConfig.js';
import { DEFAULT_SETTINGS } from '../../src/client/settings/types.js';

type Comp = ComponentType<Record<string, unknown>>;

/**
 * The antd components the console and the portal render. A render to a string reaches no portal, but every component
 * registers its styles as it renders, open or not: a closed Modal, Drawer or Tooltip registers theirs too. (Their
 * "pure panels" would not do: those render under a theme of their own, so their styles land under another token.)
 * message and notification register only once they show something: a page still makes those two at run time.
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
] as const;

const child = () => h('span');
const CUSTOM: Partial<Record<(typeof NAMES)[number], (c: Comp) => ReactNode>> = {
  Dropdown: (c) => h(c, { menu: { items: [] } }, child()),
  Menu: (c) => h(c, { items: [] }),
  Tree: (c) => h(c, { treeData: [] }),
  Form: (c) => h(c, null, h((c as unknown as { Item: Comp }).Item)),
  Layout: (c) => h(c, null, h((c as unknown as { Sider: Comp }).Sider), h((c as unknown as { Header: Comp }).Header)),
  Tooltip: (c) => h(c, { title: 'x' }, child()),
  Popover: (c) => h(c, { content: 'x' }, child()),
  Popconfirm: (c) => h(c, { title: 'x' }, child()),
};

function node(name: (typeof NAMES)[number]): ReactNode {
  const c = (antd as unknown as Record<string, Comp>)[name];
  return CUSTOM[name]?.(c) ?? h(c);
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
