import Building from '../../views/Building.js';

export default function LayoutPage() {
  return <Building title="LayoutPage" />;
}
