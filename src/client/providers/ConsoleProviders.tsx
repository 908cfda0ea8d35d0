import type { ReactNode } from 'react';
// the context module alone: renderers/index.js would pull the list and form engine into the console's first load
import { RendererProvider } from '#renderers/providers/context.js';
import type { Providers } from '#renderers/providers/types.js';
import i18n from '../i18n/index.js';
import { jeecgAuthProvider } from './authProvider.js';
import { jeecgDataProvider } from './dataProvider.js';

const providers: Providers = { data: jeecgDataProvider, auth: jeecgAuthProvider, i18n };

/** The renderers' providers over the JeecgBoot API, for every console page (the portal needs none). */
export default function ConsoleProviders({ children }: { children: ReactNode }) {
  return <RendererProvider value={providers}>{children}</RendererProvider>;
}
