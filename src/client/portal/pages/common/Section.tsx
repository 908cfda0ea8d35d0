import type { ReactNode } from 'react';

interface SectionProps {
  title?: string;
  lead?: string;
  /** the grey background, to set consecutive sections apart */
  alt?: boolean;
  id?: string;
  children: ReactNode;
}

/** One band of a page, centred in the container, with an optional heading and lead. */
export default function Section({ title, lead, alt, id, children }: SectionProps) {
  return (
    <section className={`pt-section${alt ? ' pt-section-alt' : ''}`} id={id} data-testid={id ? `section-${id}` : undefined}>
      <div className="pt-container">
        {title && <h2>{title}</h2>}
        {lead && <p className="pt-section-lead">{lead}</p>}
        {children}
      </div>
    </section>
  );
}
