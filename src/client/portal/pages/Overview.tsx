import Building from '../../views/Building.js';

export default function Overview() {
  return <Building title="Overview" />;
}
