import { useTranslation } from 'react-i18next';
import { equipName } from '../../../measure/equipText.js';
import type { RealValue } from '../../../measure/types.js';
import type { Diagram, Feeder, Meter } from './diagram.js';
import { METER_H, METER_W } from './diagram.js';
import { frequencyLevel, LEVEL_COLOR, voltageLevel, worst } from './thresholds.js';

const LINE = '#595959';
const num = (v: unknown, digits: number) => (typeof v === 'number' ? v.toFixed(digits) : '—');

function FeederEnd({ f }: { f: Feeder }) {
  if (f.end === 'source') {
    return (
      <g>
        <circle cx={f.x} cy={f.y2 + 18} r={18} fill="#fff" stroke={LINE} strokeWidth={2} />
        <path d={`M ${f.x - 10} ${f.y2 + 18} q 5 -10 10 0 t 10 0`} fill="none" stroke={LINE} strokeWidth={2} />
      </g>
    );
  }
  if (f.end === 'load') return <path d={`M ${f.x - 8} ${f.y2 - 12} L ${f.x} ${f.y2} L ${f.x + 8} ${f.y2 - 12}`} fill="none" stroke={LINE} strokeWidth={2} />;
  return <path d={`M ${f.x - 8} ${f.y1 + 12} L ${f.x} ${f.y1} L ${f.x + 8} ${f.y1 + 12}`} fill="none" stroke={LINE} strokeWidth={2} />;
}

function MeterBox({ m, values }: { m: Meter; values: Map<string, RealValue> }) {
  const { t, i18n } = useTranslation('portal');
  const fq = values.get(m.fqPoint ?? '')?.value;
  const ua = values.get(m.uaPoint ?? '')?.value;
  const fl = frequencyLevel(fq);
  const ul = voltageLevel(ua, m.ratedKv);
  const name = equipName(m, i18n.language);
  const max = i18n.language === 'en' ? 22 : 13; // what fits the box at 12 px
  return (
    <g data-testid="meter" data-equip={m.equipid} data-level={worst(fl, ul)}>
      <rect x={m.x} y={m.y} width={METER_W} height={METER_H} rx={4} fill="#fff" stroke={LEVEL_COLOR[worst(fl, ul)]} strokeWidth={2} />
      <text x={m.x + 8} y={m.y + 18} fontSize={12} fontWeight={600} fill="#262626">
        {name.length > max ? `${name.slice(0, max - 1)}…` : name}
        <title>{`${name} (${m.equipid})`}</title>
      </text>
      <text
        x={m.x + 8}
        y={m.y + 40}
        fontSize={13}
        fill={LEVEL_COLOR[fl]}
        data-testid="meter-value"
        data-point={m.fqPoint}
        data-level={fl}
      >{`${t('measure.svg.f')} ${num(fq, 3)} Hz`}</text>
      <text
        x={m.x + 8}
        y={m.y + 60}
        fontSize={13}
        fill={LEVEL_COLOR[ul]}
        data-testid="meter-value"
        data-point={m.uaPoint}
        data-level={ul}
      >{`${t('measure.svg.u')} ${num(ua, 3)} kV`}</text>
    </g>
  );
}

/** The one-line diagram with each meter's live frequency and voltage, coloured by level. */
export default function OneLineDiagram({ diagram, values }: { diagram: Diagram; values: Map<string, RealValue> }) {
  const { t } = useTranslation('portal');
  const d = diagram;
  return (
    <svg
      data-testid="one-line"
      viewBox={`0 0 ${d.width} ${d.height}`}
      style={{ width: '100%', height: 'auto', background: '#fafafa' }}
      role="img"
      aria-label={t('nav.realtimesvg')}
    >
      {d.feeders.map((f) => (
        <g key={f.id}>
          <line x1={f.x} y1={f.y1} x2={f.x} y2={f.y2} stroke={LINE} strokeWidth={2} />
          <rect x={f.x - 6} y={(f.y1 + f.y2) / 2 - 8} width={12} height={16} fill="#fff" stroke={LINE} strokeWidth={1.5} />
          <FeederEnd f={f} />
        </g>
      ))}
      {d.transformers.map((tr) => {
        const mid = (tr.y1 + tr.y2) / 2;
        return (
          <g key={tr.id}>
            <line x1={tr.x} y1={tr.y1} x2={tr.x} y2={mid - 30} stroke={LINE} strokeWidth={2} />
            <circle cx={tr.x} cy={mid - 12} r={18} fill="none" stroke={LINE} strokeWidth={2} />
            <circle cx={tr.x} cy={mid + 12} r={18} fill="none" stroke={LINE} strokeWidth={2} />
            <line x1={tr.x} y1={mid + 30} x2={tr.x} y2={tr.y2} stroke={LINE} strokeWidth={2} />
            <text x={tr.x + 26} y={mid + 4} fontSize={12} fill="#595959">{`${tr.id} ${tr.label}`}</text>
          </g>
        );
      })}
      {d.busbars.map((b) => (
        <g key={b.id}>
          <line x1={b.x1} y1={b.y} x2={b.x2} y2={b.y} stroke="#1d39c4" strokeWidth={6} strokeLinecap="round" />
          <text x={b.x1} y={b.y - 10} fontSize={13} fontWeight={600} fill="#1d39c4">
            {t('measure.svg.bus', { kv: b.kv })}
          </text>
        </g>
      ))}
      {d.meters.map((m) => (
        <MeterBox key={m.equipid} m={m} values={values} />
      ))}
    </svg>
  );
}
