import { cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';
import { useAuth } from './useAuth.js';

/** <Auth code="user:add"><Button/></Auth>: removed without the permission, or disabled for disable-type rules. */
export default function Auth({ code, formPerms, children }: { code: string; formPerms?: string[]; children: ReactNode }) {
  const { visible, disabled } = useAuth(code, formPerms);
  if (!visible) return null;
  if (disabled && isValidElement(children)) return cloneElement(children as ReactElement<{ disabled?: boolean }>, { disabled: true });
  return <>{children}</>;
}
