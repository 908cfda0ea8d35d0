import { ConfigProvider } from 'antd';
import type { Locale } from 'antd/es/locale/index.js';
import enUSModule from 'antd/es/locale/en_US.js';
import zhCNModule from 'antd/es/locale/zh_CN.js';
import type { ReactNode } from 'react';
import i18n from '../i18n/index.js';
import { themeOf } from './themeConfig.js';
import { prefersReducedMotion } from './useReducedMotion.js';
import { getSettings } from './useSettings.js';

// antd/es/locale/* are ES modules at run time (Vite), CommonJS to TypeScript's NodeNext view
const esDefault = (m: unknown) => ((m as { default?: Locale }).default ?? m) as Locale;
const zhCN = esDefault(zhCNModule);
const enUS = esDefault(enUSModule);

export const antdLocale = (lang: string): Locale => (lang === 'en' ? enUS : zhCN);

// Modal.confirm, message and notification render outside the React tree: they get the same language, colour and motion
ConfigProvider.config({
  holderRender: (children: ReactNode) => (
    <ConfigProvider locale={antdLocale(i18n.language)} theme={themeOf(getSettings().color, prefersReducedMotion())}>
      {children}
    </ConfigProvider>
  ),
});
