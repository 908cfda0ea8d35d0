import Building from '../../views/Building.js';

export default function PowerFreqCurve() {
  return <Building title="PowerFreqCurve" />;
}
