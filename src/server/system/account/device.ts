import Bowser from 'bowser';

/** "Windows 10 · desktop" and "Chrome 131" from a user agent; blank when the login sent none (an API client). */
export function deviceOf(userAgent: string | null | undefined): { device: string; browser: string } {
  if (!userAgent) return { device: '', browser: '' };
  const ua = Bowser.parse(userAgent);
  const os = [ua.os.name, ua.os.versionName ?? ua.os.version].filter(Boolean).join(' ');
  const device = [os, ua.platform.type].filter(Boolean).join(' · ');
  const major = ua.browser.version?.split('.')[0];
  const browser = ua.browser.name ? [ua.browser.name, major].filter(Boolean).join(' ') : userAgent.slice(0, 60);
  return { device, browser };
}
