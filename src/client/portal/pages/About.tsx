import Building from '../../views/Building.js';

export default function About() {
  return <Building title="About" />;
}
