import type { EntitySchema } from '#shared/contract/entity.js';
import type { Ctx } from '../http/types.js';
import { notFound } from '../http/errors.js';
import { toEntity, type Entity } from '../schema/registry.js';
import type { HookButton } from './actions/types.js';
import { parseOnlineSchema } from './namespace.js';

/** Bus topic: an online form was published or rolled back; every process reloads them. */
export const CGFORM_TOPIC = 'cgform';
const ORIGIN = 'online:';

export const isOnline = (e: Entity) => e.file.startsWith(ORIGIN);
/** The buttons of each loaded online form's newest enhancement. */
const buttons = new WeakMap<Entity, HookButton[]>();
export const buttonsOf = (e: Entity): HookButton[] => buttons.get(e) ?? [];
/** Where an online form's CRUD routes answer (dispatch.ts): one set of routes for every code. */
export const onlineApi = (code: string) => `/online/cgform/api/crud/${code}`;
export const onlineComponent = (code: string) => `online/cgform/list/${code}`;

/** The published online forms as registry entities, replacing those of the last load (files are never touched). */
export async function loadOnlineForms(ctx: Ctx): Promise<void> {
  const rows = await ctx.db.selectFrom('onl_cgform_head').select(['code', 'schema_json']).execute();
  const enhances = await latestEnhances(ctx);
  const fresh = new Map<string, Entity>();
  for (const r of rows) {
    // the permission prefix derived again: a form stored before namespaces keeps none of another entity's codes
    const parsed = parseOnlineSchema(JSON.parse(r.schema_json));
    if (!parsed.success) continue;
    const enhance = enhances.get(r.code);
    const e = toEntity(withReactions(parsed.data, enhance?.reactions), `${ORIGIN}${r.code}`);
    buttons.set(e, enhance?.buttons ?? []);
    fresh.set(r.code, e);
  }
  for (const e of ctx.registry.all()) if (isOnline(e) && !fresh.has(e.table)) ctx.registry.remove(e.table);
  for (const e of fresh.values()) {
    const file = ctx.registry.get(e.table);
    if (!file || isOnline(file)) ctx.registry.add(e);
  }
}

/** Loads the online forms now and again whenever any process publishes one (LISTEN/NOTIFY). */
export async function startOnlineForms(ctx: Ctx): Promise<void> {
  await loadOnlineForms(ctx);
  ctx.bus.on(CGFORM_TOPIC, () => void loadOnlineForms(ctx).catch(() => {}));
}

export function onlineEntity(ctx: Ctx, code: string): Entity {
  const e = ctx.registry.get(code);
  if (!e || !isOnline(e)) throw notFound(`在线表单 ${code} 不存在`);
  return e;
}

/** The newest enhancement of each form: field → its x-reactions, and its buttons. */
async function latestEnhances(ctx: Ctx): Promise<Map<string, { reactions: Record<string, unknown>; buttons: HookButton[] }>> {
  const rows = await ctx.db
    .selectFrom('onl_cgform_enhance as e')
    .select(['e.code', 'e.content', 'e.buttons'])
    .where((eb) =>
      eb(
        'e.version',
        '=',
        eb
          .selectFrom('onl_cgform_enhance as m')
          .select((m) => m.fn.max('m.version').as('v'))
          .whereRef('m.code', '=', 'e.code'),
      ),
    )
    .execute();
  return new Map(rows.map((r) => [r.code, { reactions: JSON.parse(r.content), buttons: r.buttons ? JSON.parse(r.buttons) : [] }]));
}

const withReactions = (s: EntitySchema, reactions: Record<string, unknown> | undefined): EntitySchema =>
  reactions
    ? { ...s, fields: Object.fromEntries(Object.entries(s.fields).map(([n, f]) => [n, n in reactions ? { ...f, 'x-reactions': reactions[n] } : f])) }
    : s;
