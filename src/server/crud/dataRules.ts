import { sql, type SqlBool } from 'kysely';
import type { AuthUser, Ctx } from '../http/types.js';
import type { Entity } from '../schema/registry.js';
import { nowText } from './records.js';
import { readPermOf } from './perms.js';
import { memo } from '../auth/session.js';
import { escapeLike } from '../db/like.js';
import { compare, type Filter } from './filter.js';

export interface DataRule {
  column: string;
  condition: string;
  value: string;
}

/** #{...} placeholders a rule value may use, filled from the caller (JeecgBoot's system variables). */
function substitute(value: string, user: AuthUser): string {
  const vars: Record<string, string> = {
    sys_user_code: user.username,
    sys_user_name: user.realname,
    sys_org_code: user.orgCode ?? '',
    sys_date: nowText().slice(0, 10),
    sys_time: nowText(),
  };
  return value.replace(/#\{(\w+)\}/g, (m, k) => vars[k] ?? m);
}

/** One rule as a bound condition; a rule naming an unknown field or condition matches nothing (fail closed). */
function condition(e: Entity, rule: DataRule, user: AuthUser): Filter {
  const c = e.byName.get(rule.column) ?? e.columns.find((x) => x.column === rule.column);
  const never: Filter = { key: 'rule false', values: [], where: () => sql<SqlBool>`false` };
  if (!c || c.type === 'password') return never;
  const col = sql.ref(`${e.table}.${c.column}`);
  const text = sql`${col}::text`;
  const v = substitute(rule.value, user);
  const key = `rule ${c.column} ${rule.condition}`;
  switch (rule.condition) {
    case '=':
    case '!=':
    case '>':
    case '<':
    case '>=':
    case '<=':
      return compare(key, col, rule.condition === '!=' ? '<>' : rule.condition, v);
    case 'LIKE':
      return compare(key, text, 'ilike', `%${escapeLike(v)}%`);
    case 'LEFT_LIKE':
      return compare(key, text, 'ilike', `%${escapeLike(v)}`);
    case 'RIGHT_LIKE':
      return compare(key, text, 'ilike', `${escapeLike(v)}%`);
    case 'IN': {
      const vs = v.split(',').map((x) => x.trim());
      return { key: `${key} ${vs.length}`, values: vs, where: (eb, xs) => eb(text, 'in', xs) };
    }
    default:
      return never;
  }
}

/**
 * Row filters from the data rules the caller's roles and department roles selected on the entity's
 * menu page (sys_role_permission / sys_depart_role_permission.data_rule_ids). All of them apply.
 * Cached with the session.
 */
export async function dataRuleFilters(ctx: Ctx, e: Entity, user: AuthUser): Promise<Filter[]> {
  if (!ctx.registry.get('sys_permission_data_rule')) return [];
  const rules = await memo(
    user,
    `rules:${e.table}`,
    async () =>
      (
        await sql<DataRule>`
      select distinct r.rule_column as column, r.rule_conditions as condition, r.rule_value as value
      from sys_permission p
      join (select rp.permission_id, rp.data_rule_ids from sys_role_permission rp
              join sys_user_role ur on ur.role_id = rp.role_id and ur.user_id = ${user.id}
            union all
            select drp.permission_id, drp.data_rule_ids from sys_depart_role_permission drp
              join sys_depart_role_user dru on dru.drole_id = drp.role_id and dru.user_id = ${user.id}) rp on rp.permission_id = p.id
      join sys_permission_data_rule r on r.permission_id = p.id and r.status = '1'
        and (',' || coalesce(rp.data_rule_ids, '') || ',') like ('%,' || r.id || ',%')
      where p.perms = ${readPermOf(e)} and p.del_flag = 0 and p.menu_type < 2`.execute(ctx.db)
      ).rows,
  );
  return rules.map((rule) => condition(e, rule, user));
}
