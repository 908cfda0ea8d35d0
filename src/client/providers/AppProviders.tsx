import { useEffect, type ReactNode } from 'react';
import { SWRConfig, mutate } from 'swr';
// the context module alone: renderers/index.js would pull the list and form engine into the first load
import { RendererProvider } from '../../../renderers/providers/context.js';
import type { Providers } from '../../../renderers/providers/types.js';
import i18n from '../i18n/index.js';
import { session } from '../session/session.js';
import { jeecgAuthProvider } from './authProvider.js';
import { jeecgDataProvider } from './dataProvider.js';

const providers: Providers = { data: jeecgDataProvider, auth: jeecgAuthProvider, i18n };

/** Rights travel with schemas and lists: a logout must not leave the next user the last one's cached data. */
const dropAll = () => mutate(() => true, undefined, { revalidate: false });

/** swr's defaults and the renderers' providers for the whole application. */
export default function AppProviders({ children }: { children: ReactNode }) {
  useEffect(() => session.subscribe(() => { if (!session.token()) void dropAll(); }), []);
  return (
    <SWRConfig value={{ errorRetryCount: 2, revalidateOnFocus: false }}>
      <RendererProvider value={providers}>{children}</RendererProvider>
    </SWRConfig>
  );
}
