import type { IconDefinition } from '@ant-design/icons-svg/lib/types.js';
import { createElement } from 'react';

/**
 * An antd icon as plain markup, for cells rendered by the hundred: @ant-design/icons' component
 * re-checks its style sheet on every mount (scanning all <style> elements), which showed up in
 * every page turn. The `anticon` class keeps the look; the page's other icons inject that style.
 */
export default function StaticIcon({ icon }: { icon: IconDefinition }) {
  if (typeof icon.icon === 'function') return null; // two-tone icons are not used in cells
  const { attrs, children = [] } = icon.icon;
  return (
    <span role="img" aria-label={icon.name} className={`anticon anticon-${icon.name}`}>
      {createElement(
        'svg',
        { ...attrs, width: '1em', height: '1em', fill: 'currentColor', 'aria-hidden': true },
        ...children.map((c, i) => createElement(c.tag, { ...c.attrs, key: i })),
      )}
    </span>
  );
}
