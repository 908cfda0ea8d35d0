import { cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';
import { useAuthProvider } from '../providers/context.js';

/** <Auth code="user:add"><Button/></Auth>: removed without the permission, or disabled for disable-type rules. */
export default function Auth({ code, children }: { code: string; children: ReactNode }) {
  const { visible, disabled } = useAuthProvider().useCan()(code);
  if (!visible) return null;
  if (disabled && isValidElement(children)) return cloneElement(children as ReactElement<{ disabled?: boolean }>, { disabled: true });
  return <>{children}</>;
}
