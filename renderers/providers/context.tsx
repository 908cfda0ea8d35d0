import { createContext, useContext, useMemo, type ComponentType, type ReactNode } from 'react';
import type { AuthProvider, DataError, DataProvider, I18nProvider, Providers } from './types.js';

const Ctx = createContext<Providers | null>(null);

/** The host application's providers; a nested one adds widgets (or replaces a provider) below it. */
export function RendererProvider({ value, children }: { value: Partial<Providers>; children: ReactNode }) {
  const parent = useContext(Ctx);
  const merged = useMemo(
    () =>
      ({
        ...parent,
        ...value,
        widgets: { ...parent?.widgets, ...value.widgets },
      }) as Providers,
    [parent, value],
  );
  return <Ctx.Provider value={merged}>{children}</Ctx.Provider>;
}

function useProviders(): Providers {
  const p = useContext(Ctx);
  if (!p?.data) throw new Error('renderers need a <RendererProvider> with a data provider');
  return p;
}

export const useDataProvider = (): DataProvider => useProviders().data;
export const useAuthProvider = (): AuthProvider => useProviders().auth;
export const useI18nProvider = (): I18nProvider => useProviders().i18n;
const NONE = {};
export const useWidgets = (): Record<string, ComponentType<any>> => useContext(Ctx)?.widgets ?? NONE; // eslint-disable-line @typescript-eslint/no-explicit-any

/** A refusal from the data provider (status and envelope), as opposed to a bug. */
export const isDataError = (e: unknown): e is DataError => e instanceof Error && typeof (e as Partial<DataError>).status === 'number' && 'body' in e;
