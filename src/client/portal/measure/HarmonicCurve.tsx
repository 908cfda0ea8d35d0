import Building from '../../views/Building.js';

export default function HarmonicCurve() {
  return <Building title="HarmonicCurve" />;
}
