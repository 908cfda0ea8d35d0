import { http } from '../../src/client/api/http.js';
import { session } from '../../src/client/session/session.js';
import type { ClientSchema } from '../types.js';

export interface SchemaSummary {
  entity: string;
  api: string;
  title: { zh: string; en: string };
  menu: { component?: string; path: string } | null;
  tree: boolean;
}

let list: Promise<SchemaSummary[]> | null = null;
const one = new Map<string, Promise<ClientSchema>>();

/** The entity behind a menu component: `schema/<entity>`, or a JeecgBoot name such as system/UserList. */
export async function entityForComponent(component: string): Promise<string | null> {
  if (component.startsWith('schema/')) return component.slice('schema/'.length);
  list ??= http.get<SchemaSummary[]>('/sys/schema/list').then((r) => r.result ?? []);
  const found = (await list).find((s) => s.menu?.component === component);
  return found?.entity ?? null;
}

export function fetchSchema(entity: string): Promise<ClientSchema> {
  let p = one.get(entity);
  if (!p) {
    p = http.get<ClientSchema>(`/sys/schema/${encodeURIComponent(entity)}`).then((r) => r.result);
    p.catch(() => one.delete(entity));
    one.set(entity, p);
  }
  return p;
}

/** Schemas change only with a server restart; logout drops them with the rights they carry. */
export function clearSchemas(): void {
  list = null;
  one.clear();
}

// rights travel with the schema: a logout must not leave the next user with the last one's
session.subscribe(() => { if (!session.token()) clearSchemas(); });
