import { INSET_BOX } from './build.js';
import type { CnLabel, CnMap } from './types.js';

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const STYLE = `
.cnmap-p{fill:#eef4fb;stroke:#7d95b3;stroke-width:.7;stroke-linejoin:round}
.cnmap-inset-frame{fill:#fff;stroke:#7d95b3;stroke-width:1}
.cnmap-inset path{fill:#eef4fb;stroke:#7d95b3;stroke-width:.5}
.cnmap-lbl{font-family:"Noto Sans CJK SC","Microsoft YaHei",sans-serif;font-size:13px;fill:#2b3a4d;text-anchor:middle;dominant-baseline:middle;paint-order:stroke;stroke:#fff;stroke-width:2.5px;stroke-linejoin:round}
.cnmap-lbl.s{font-size:10px}
.cnmap-note{font-family:"Noto Sans CJK SC","Microsoft YaHei",sans-serif;font-size:14px;fill:#5b6b80}`;

const labelGroup = (labels: CnLabel[], lang: 'zh' | 'en', hidden: boolean) =>
  `<g id="cn-labels-${lang}"${hidden ? ' display="none"' : ''}>${labels
    .map((l) => `<text class="cnmap-lbl${l.small ? ' s' : ''}" x="${l.x}" y="${l.y}">${esc(l[lang])}</text>`)
    .join('')}</g>`;

/** cn.svg: provinces (ids, names), the South China Sea inset, both label layers (zh shown), 示意图. */
export function mapSvg(m: CnMap): string {
  const { w, h } = m.frame;
  const [ix, iy, iw, ih] = INSET_BOX;
  const provinces = m.provinces
    .map(
      (p) =>
        `<path id="cn-${p.adcode}" class="cnmap-p" data-adcode="${p.adcode}" data-name-zh="${esc(p.zh)}" data-name-en="${esc(p.en)}" d="${p.d}"><title>${esc(p.zh)} ${esc(p.en)}</title></path>`,
    )
    .join('\n');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}">
<style>${STYLE}</style>
<defs><clipPath id="cn-inset-clip"><rect x="${ix}" y="${iy}" width="${iw}" height="${ih}"/></clipPath></defs>
<g id="cn-provinces">
${provinces}
</g>
<g id="cn-inset" class="cnmap-inset"><rect class="cnmap-inset-frame" x="${ix}" y="${iy}" width="${iw}" height="${ih}"/><g clip-path="url(#cn-inset-clip)">${m.inset.map((d) => `<path d="${d}"/>`).join('')}</g></g>
${labelGroup(m.labels, 'zh', false)}
${labelGroup(m.labels, 'en', true)}
<text id="cn-schematic" class="cnmap-note" x="24" y="${h - 16}">示意图</text>
</svg>
`;
}

/** cn-mask.svg: the country's silhouette (mainland frame) in white on transparent, for clipping the heat image. */
export function maskSvg(m: CnMap): string {
  const { w, h } = m.frame;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}"><path fill="#fff" stroke="#fff" stroke-width="1" stroke-linejoin="round" d="${m.provinces.map((p) => p.d).join('')}"/></svg>
`;
}

/** cn-labels.json: the label anchors for clients that draw their own label layers. */
export const labelsJson = (m: CnMap) => `${JSON.stringify({ frame: m.frame, labels: m.labels })}\n`;
