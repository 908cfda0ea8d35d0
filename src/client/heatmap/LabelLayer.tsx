import type { LabelLang, MapLabel } from './types.js';

const FONT = '"Noto Sans CJK SC","Microsoft YaHei",sans-serif';

/** Province names in one language, drawn in frame coordinates above the heat image. */
export default function LabelLayer({ labels, lang }: { labels: MapLabel[]; lang: LabelLang }) {
  return (
    <g data-testid={`heatmap-labels-${lang}`} style={{ pointerEvents: 'none' }}>
      {labels.map((l) => (
        <text
          key={l.adcode}
          x={l.x}
          y={l.y}
          textAnchor="middle"
          dominantBaseline="middle"
          fontFamily={FONT}
          fontSize={l.small ? 10 : 13}
          fill="#1f2d3d"
          stroke="#fff"
          strokeWidth={2.5}
          strokeLinejoin="round"
          paintOrder="stroke"
        >
          {l[lang]}
        </text>
      ))}
    </g>
  );
}
