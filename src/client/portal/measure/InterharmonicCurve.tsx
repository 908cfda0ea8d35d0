import Building from '../../views/Building.js';

export default function InterharmonicCurve() {
  return <Building title="InterharmonicCurve" />;
}
