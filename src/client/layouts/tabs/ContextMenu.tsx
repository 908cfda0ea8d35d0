import { Dropdown } from 'antd';
import { useRef, useState, type ReactNode } from 'react';

export interface ContextMenuItem {
  key: string;
  label: ReactNode;
  icon?: ReactNode;
}

export interface ContextMenuProps {
  items: ContextMenuItem[];
  /** The chosen item and the element that was right-clicked (spec §2). */
  onSelect: (key: string, target: HTMLElement) => void;
  /**
   * Which element a right-click is about (e.g. the tab under the pointer); null means
   * no menu there and the browser's own menu stays.
   */
  pick?: (target: HTMLElement) => HTMLElement | null;
  children: ReactNode;
}

interface At {
  x: number;
  y: number;
  n: number;
}

/** A right-click menu at the pointer over `children`; emits the selected key and the target element. */
export default function ContextMenu({ items, onSelect, pick = (t) => t, children }: ContextMenuProps) {
  const [at, setAt] = useState<At | null>(null);
  const target = useRef<HTMLElement | null>(null);

  const onContextMenu = (e: React.MouseEvent) => {
    const el = pick(e.target as HTMLElement);
    if (!el) return;
    e.preventDefault();
    target.current = el;
    setAt((prev) => ({ x: e.clientX, y: e.clientY, n: (prev?.n ?? 0) + 1 }));
  };

  return (
    <>
      <div onContextMenu={onContextMenu}>{children}</div>
      {/* a 1 px anchor (a 0 px one is skipped by the aligner) at the pointer, new per right-click so the menu always aligns to it */}
      {at && (
        <Dropdown
          key={at.n}
          open
          trigger={['click']}
          placement="bottomLeft"
          onOpenChange={(open) => !open && setAt(null)}
          menu={{
            items: items.map((i) => ({ ...i, type: 'item' as const })),
            onClick: ({ key }) => {
              setAt(null);
              if (target.current) onSelect(key, target.current);
            },
          }}
        >
          <span style={{ position: 'fixed', left: at.x, top: at.y, width: 1, height: 1 }} />
        </Dropdown>
      )}
    </>
  );
}
