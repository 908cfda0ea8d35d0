import { useMemo } from 'react';
import { useCrudT } from '../i18n/index.js';
import UserPicker from './UserPicker.js';

/** Formily's user widget: usernames, comma-joined when multiple, as JeecgBoot's JSelectUser stores them. */
export default function UserSelect({
  value,
  onChange,
  multiple,
  disabled,
}: {
  value?: string | null;
  onChange?: (v: string | undefined) => void;
  multiple?: boolean;
  disabled?: boolean;
}) {
  const { t } = useCrudT();
  const selected = useMemo(() => (value ? value.split(',').filter(Boolean) : []), [value]);
  return (
    <UserPicker
      by="username"
      value={selected}
      onChange={(v) => onChange?.(v.length ? v.join(',') : undefined)}
      multiple={multiple}
      disabled={disabled}
      allowClear
      placeholder={t('searchUser')}
      style={{ width: '100%' }}
    />
  );
}
