import { useEffect, type ReactNode } from 'react';
import { SWRConfig, mutate } from 'swr';
import { session } from '../session/session.js';

/** Rights travel with schemas and lists: a logout must not leave the next user the last one's cached data. */
const dropAll = () => mutate(() => true, undefined, { revalidate: false });

/** swr's defaults for the whole application (the portal's live data opts into focus and interval refresh). */
export default function AppProviders({ children }: { children: ReactNode }) {
  useEffect(
    () =>
      session.subscribe(() => {
        if (!session.token()) void dropAll();
      }),
    [],
  );
  return <SWRConfig value={{ errorRetryCount: 2, revalidateOnFocus: false }}>{children}</SWRConfig>;
}
