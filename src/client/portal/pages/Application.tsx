import Building from '../../views/Building.js';

export default function Application() {
  return <Building title="Application" />;
}
