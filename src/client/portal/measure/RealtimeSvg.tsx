import Building from '../../views/Building.js';

export default function RealtimeSvg() {
  return <Building title="RealtimeSvg" />;
}
