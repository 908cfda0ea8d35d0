import { chromium } from '@playwright/test';

/** The soak's RSS and heap curves as a PNG, drawn as SVG and photographed by the system Chromium (no chart library in the bench). */
export async function plotPng(samples: [number, number, number][], file: string, title: string): Promise<void> {
  const W = 900;
  const H = 420;
  const pad = { l: 60, r: 20, t: 40, b: 40 };
  const maxX = Math.max(1, ...samples.map(([m]) => m));
  const maxY = Math.max(100, ...samples.map(([, r]) => r)) * 1.1;
  const x = (m: number) => pad.l + (m / maxX) * (W - pad.l - pad.r);
  const y = (v: number) => H - pad.b - (v / maxY) * (H - pad.t - pad.b);
  // in time order; a heap read that failed under load (0) is left out rather than drawn as a drop
  const sorted = [...samples].sort((a, b) => a[0] - b[0]);
  const line = (i: 1 | 2) =>
    sorted
      .filter((s) => s[i] > 0)
      .map((s) => `${x(s[0]).toFixed(1)},${y(s[i]).toFixed(1)}`)
      .join(' ');
  const yTicks = Array.from({ length: 6 }, (_, i) => (maxY / 5) * i);
  const xTicks = Array.from({ length: Math.min(12, Math.floor(maxX / 5)) + 1 }, (_, i) => i * Math.max(5, Math.ceil(maxX / 12 / 5) * 5)).filter(
    (m) => m <= maxX,
  );
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" font-family="sans-serif" font-size="12">
  <rect width="100%" height="100%" fill="#fff"/>
  <text x="${pad.l}" y="22" font-size="14">${title}</text>
  ${yTicks.map((v) => `<line x1="${pad.l}" x2="${W - pad.r}" y1="${y(v)}" y2="${y(v)}" stroke="#eee"/><text x="${pad.l - 6}" y="${y(v) + 4}" text-anchor="end">${v.toFixed(0)} MB</text>`).join('')}
  ${xTicks.map((m) => `<text x="${x(m)}" y="${H - pad.b + 18}" text-anchor="middle">${m} min</text>`).join('')}
  <line x1="${x(10)}" x2="${x(10)}" y1="${pad.t}" y2="${H - pad.b}" stroke="#bbb" stroke-dasharray="4 4"/>
  <polyline fill="none" stroke="#1677ff" stroke-width="2" points="${line(1)}"/>
  <polyline fill="none" stroke="#52c41a" stroke-width="2" points="${line(2)}"/>
  <text x="${W - pad.r - 170}" y="${pad.t + 4}" fill="#1677ff">RSS (process)</text>
  <text x="${W - pad.r - 170}" y="${pad.t + 20}" fill="#52c41a">JS heap used</text>
</svg>`;
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const page = await browser.newPage({ viewport: { width: W, height: H } });
    await page.setContent(`<html><body style="margin:0">${svg}</body></html>`);
    await page.locator('svg').screenshot({ path: file });
  } finally {
    await browser.close();
  }
}
