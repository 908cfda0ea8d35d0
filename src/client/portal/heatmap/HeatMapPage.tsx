import Building from '../../views/Building.js';

export default function HeatMapPage() {
  return <Building title="HeatMapPage" />;
}
