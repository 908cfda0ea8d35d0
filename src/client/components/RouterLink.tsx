import { Typography } from 'antd';
import type { MouseEvent, ReactNode } from 'react';
import { useHref, useLinkClickHandler } from 'react-router-dom';

/**
 * A link to a console route drawn as antd draws links (the theme's link colour, no underline, its hover):
 * antd's link style reaches only anchors inside its own components, so react-router's bare <Link> in a
 * plain block showed the browser's underlined blue. A real href, so a middle click opens a new tab.
 */
export default function RouterLink({ to, children }: { to: string; children: ReactNode }) {
  const href = useHref(to);
  const onClick = useLinkClickHandler<HTMLElement>(to);
  return (
    <Typography.Link href={href} onClick={(e: MouseEvent<HTMLElement>) => onClick(e)}>
      {children}
    </Typography.Link>
  );
}
