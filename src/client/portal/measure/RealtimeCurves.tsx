import Building from '../../views/Building.js';

export default function RealtimeCurves() {
  return <Building title="RealtimeCurves" />;
}
