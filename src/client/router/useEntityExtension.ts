import { useMemo } from 'react';
import useSWRImmutable from 'swr/immutable';
import type { EntityExtension } from '#renderers/core.js';
import type { HookButton } from '#shared/contract/schemaApi.js';
import { hookExtension } from '../views/forms/hookExtension.js';
import { EXTENSIONS } from '../views/system/extensions.js';

/**
 * An entity page's panel: its hand-written extension, loaded with the page (`ready` false until then), else an online
 * form's enhancement buttons when it has some, else none.
 */
export function useEntityExtension(entity: string, hooks: HookButton[] | undefined): { extension?: EntityExtension; ready: boolean; error?: unknown } {
  const load = Object.hasOwn(EXTENSIONS, entity) ? EXTENSIONS[entity] : undefined;
  const { data, error } = useSWRImmutable(load ? ['entity-extension', entity] : null, () => load!());
  const fromHooks = useMemo(() => (hooks?.length ? hookExtension(hooks) : undefined), [hooks]);
  if (!load) return { extension: fromHooks, ready: true };
  return { extension: data, ready: data !== undefined, error };
}
