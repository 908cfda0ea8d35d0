// Three phase voltages, 120° apart, as the hero's background drawing (decorative, hidden from screen readers).
const W = 1200;
const H = 400;

function wave(phase: number, amp: number, cycles: number): string {
  const pts: string[] = [];
  for (let x = 0; x <= W; x += 8) {
    const y = H / 2 + amp * Math.sin((2 * Math.PI * cycles * x) / W + phase);
    pts.push(`${x},${y.toFixed(1)}`);
  }
  return `M${pts.join(' L')}`;
}

const PHASES = [
  { d: wave(0, 120, 3), color: '#fadb14' },
  { d: wave((-2 * Math.PI) / 3, 120, 3), color: '#52c41a' },
  { d: wave((2 * Math.PI) / 3, 120, 3), color: '#ff7875' },
];

export default function HeroWaves() {
  return (
    <svg className="pt-hero-waves" viewBox={`0 0 ${W} ${H}`} preserveAspectRatio="none" aria-hidden="true">
      {PHASES.map((p) => (
        <path key={p.color} d={p.d} fill="none" stroke={p.color} strokeWidth={1.5} />
      ))}
    </svg>
  );
}
