import type { ReactNode } from 'react';
import HeroWaves from './HeroWaves.js';

/** The coloured band at the top of a site page: its title and a one-paragraph lead. */
export default function PageBanner({ title, lead }: { title: string; lead: ReactNode }) {
  return (
    <section className="pt-banner">
      <HeroWaves />
      <div className="pt-container">
        <h1>{title}</h1>
        <p className="pt-banner-lead">{lead}</p>
      </div>
    </section>
  );
}
