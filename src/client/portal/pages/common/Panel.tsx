import type { HTMLAttributes, ReactNode } from 'react';

interface PanelProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  title?: ReactNode;
  /** lifts on hover: the panel is clickable */
  hoverable?: boolean;
}

/**
 * A bordered white box with an optional title bar: what antd's Card looks like, without its tabs and
 * skeleton code (the portal's first load stays small).
 */
export default function Panel({ title, hoverable, className, children, ...rest }: PanelProps) {
  return (
    <div className={`pt-panel${hoverable ? ' pt-panel-hover' : ''}${className ? ` ${className}` : ''}`} {...rest}>
      {title && (
        <div className="pt-panel-title" role="heading" aria-level={3}>
          {title}
        </div>
      )}
      <div className="pt-panel-body">{children}</div>
    </div>
  );
}
