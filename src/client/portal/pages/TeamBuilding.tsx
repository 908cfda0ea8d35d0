import Building from '../../views/Building.js';

export default function TeamBuilding() {
  return <Building title="TeamBuilding" />;
}
