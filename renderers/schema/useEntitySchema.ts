import useSWRImmutable from 'swr/immutable';
import { z } from 'zod';
import { clientSchema, schemaSummary } from '#shared/contract/schemaApi.js';
import { useDataProvider } from '../providers/context.js';
import type { ClientSchema } from '../types.js';

const summaries = z.array(schemaSummary);

// schema files change only with a server restart, online forms when published (the designer revalidates these
// keys): fetched once per session otherwise (the host drops swr's cache on logout)
const ONLINE_FORM = 'online/cgform/list/';

export function useEntitySchema(entity: string): { schema: ClientSchema | null; error: boolean } {
  const dp = useDataProvider();
  const { data, error } = useSWRImmutable(['schema', entity], () =>
    dp.custom({ method: 'GET', path: `/sys/schema/${encodeURIComponent(entity)}`, answer: clientSchema }).then((r) => r.result),
  );
  return { schema: data ?? null, error: !!error };
}

/** The entity behind a menu component: `schema/<entity>`, an online form's `online/cgform/list/<code>`, or a JeecgBoot name such as system/UserList (undefined while loading). */
export function useEntityForComponent(component: string): string | null | undefined {
  const dp = useDataProvider();
  const direct = component.startsWith('schema/')
    ? component.slice('schema/'.length)
    : component.startsWith(ONLINE_FORM)
      ? component.slice(ONLINE_FORM.length)
      : null;
  const { data, error } = useSWRImmutable(direct ? null : ['schemas'], () =>
    dp.custom({ method: 'GET', path: '/sys/schema/list', answer: summaries }).then((r) => r.result ?? []),
  );
  if (direct) return direct;
  if (error) return null;
  return data ? (data.find((s) => s.menu?.component === component)?.entity ?? null) : undefined;
}
