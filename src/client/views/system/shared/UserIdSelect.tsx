import { useTranslation } from 'react-i18next';
import UserPicker from '#renderers/widgets/UserPicker.js';

/** Users by id, searched on the server by name (for adding members to a role or department). */
export default function UserIdSelect({ value, onChange }: { value: string[]; onChange(v: string[]): void }) {
  const { t } = useTranslation();
  return <UserPicker by="id" multiple value={value} onChange={onChange} placeholder={t('sys.members.pick')} style={{ minWidth: 320 }} />;
}
