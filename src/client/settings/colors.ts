/** The 8 theme colour presets of the settings drawer; the first is the spec's default. */
export const THEME_COLORS = [
  { key: 'daybreak', color: '#1890FF' },
  { key: 'dust', color: '#F5222D' },
  { key: 'volcano', color: '#FA541C' },
  { key: 'sunset', color: '#FAAD14' },
  { key: 'cyan', color: '#13C2C2' },
  { key: 'green', color: '#52C41A' },
  { key: 'geekblue', color: '#2F54EB' },
  { key: 'purple', color: '#722ED1' },
] as const;

export type ThemeColorKey = (typeof THEME_COLORS)[number]['key'];

/** Throws on anything antd's token would not take, so a bad colour never reaches the theme. */
export function checkThemeColor(color: string): string {
  if (!/^#[0-9a-f]{6}$/i.test(color)) throw new Error(`not a theme colour: ${color}`);
  return color.toUpperCase();
}
