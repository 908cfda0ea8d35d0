import Building from '../../views/Building.js';

export default function Home() {
  return <Building title="Home" />;
}
