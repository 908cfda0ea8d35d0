import { useEffect, useState } from 'react';
import type { ClientSchema } from '../types.js';
import { fetchSchema } from './schemaCache.js';

export function useEntitySchema(entity: string): { schema: ClientSchema | null; error: boolean } {
  const [state, setState] = useState<{ entity: string; schema: ClientSchema | null; error: boolean }>({ entity, schema: null, error: false });
  useEffect(() => {
    let live = true;
    fetchSchema(entity).then(
      (schema) => live && setState({ entity, schema, error: false }),
      () => live && setState({ entity, schema: null, error: true }),
    );
    return () => { live = false; };
  }, [entity]);
  return state.entity === entity ? state : { schema: null, error: false };
}
