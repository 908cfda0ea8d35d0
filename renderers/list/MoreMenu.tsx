import { Dropdown, type MenuProps } from 'antd';
import { useState, type ReactNode } from 'react';

export interface MoreMenuProps {
  label: ReactNode;
  items: NonNullable<MenuProps['items']>;
  onClick(key: string): void;
}

/**
 * A row's 更多 ▾ menu. Until its first click it is a plain link: an antd Dropdown per row (trigger,
 * portal, style registration) cost more than the rest of a row on every page turn.
 */
export default function MoreMenu({ label, items, onClick }: MoreMenuProps) {
  const [open, setOpen] = useState<boolean | null>(null);
  if (open === null) return <a onClick={() => setOpen(true)}>{label}</a>;
  return (
    <Dropdown
      trigger={['click']}
      open={open}
      onOpenChange={setOpen}
      menu={{
        items,
        onClick: ({ key }) => {
          setOpen(false);
          onClick(key);
        },
      }}
    >
      <a>{label}</a>
    </Dropdown>
  );
}
