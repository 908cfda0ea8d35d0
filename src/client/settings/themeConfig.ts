import type { ThemeConfig } from 'antd';

/**
 * The console's antd theme: the settings drawer's colour, and no animation (rc-motion and every duration token)
 * for a reader whose system asks for reduced motion. The build writes antd's styles for the default colour both ways
 * (vite/antdStyles), so this stays free of browser-only imports.
 */
export const themeOf = (color: string, still: boolean): ThemeConfig => ({ token: { colorPrimary: color, motion: !still } });

/** the top menu's own item padding (layouts/TopMenu.tsx): a nested theme, so its styles have a token of their own */
export const topMenuTheme = (compact: boolean): ThemeConfig => ({ components: { Menu: { itemPaddingInline: compact ? 8 : 14 } } });
