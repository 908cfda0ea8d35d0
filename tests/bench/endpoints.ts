import { verifyPassword } from '#server/auth/password.js';
import { loginKeys } from '#server/auth/throttle.js';
import type { RawDriver } from '#server/db/types.js';
import type { Registry } from '#server/schema/registry.js';
import type { Ctx } from '#server/http/types.js';
import { scoped, selectReadable } from '#server/crud/records.js';
import { listQueries } from '#server/crud/listStatements.js';
import type { EntityHooks } from '#server/crud/hooks.js';
import type { HttpRequestSpec } from './load.js';
import { listAnswer } from './listFloor.js';
import { ADMIN_PASSWORD } from './server.js';

/** A raw-SQL statement the endpoint's handler runs, with the parameters it binds. */
export interface RawStatement {
  sql: string;
  params: unknown[];
}

export interface Endpoint {
  key: string;
  /** the row label: method and path */
  label: string;
  /** requests autocannon cycles through (path relative to the server origin) */
  requests: HttpRequestSpec[];
  /** the bare-Fastify route answering the same JSON */
  bare: { method: 'GET' | 'POST'; url: string };
  /** the statements of the raw baseline, for checking against what the server sends */
  statements: RawStatement[];
  /** one iteration of the raw baseline */
  rawStep(i: number): Promise<unknown>;
  /** what the raw baseline covers, for the report */
  rawNote: string;
}

export interface EndpointContext {
  apiBase: string;
  raw: RawDriver;
  registry: Registry;
  /** the server's context: the login baseline compiles its statements with the server's own builders */
  ctx: Ctx;
  /** the user entity's hooks (its list adds orgCodeTxt inside the page statement) */
  hooks: EntityHooks;
  token: string;
  adminId: string;
  users: number;
}

const PAGE_SIZE = 10;
const PAGE_COUNT = 20;

/** 20 page numbers spread over the whole list, first to last, so deep OFFSETs are included. */
export function listPages(users: number): number[] {
  const last = Math.max(1, Math.ceil(users / PAGE_SIZE));
  return [...new Set(Array.from({ length: PAGE_COUNT }, (_, i) => 1 + Math.round((i * (last - 1)) / (PAGE_COUNT - 1))))];
}

/**
 * The four endpoints and their raw-SQL baselines. The SQL is what Kysely compiles for the
 * handlers (src/server/auth/login.ts, src/server/auth/userAccess.ts,
 * src/server/system/permission/routes.ts, src/server/system/dict/cache.ts,
 * src/server/crud/listStatements.ts listQueries); run.ts checks it against the statements the server
 * actually sends and warns on any difference.
 */
export async function endpoints(c: EndpointContext): Promise<Endpoint[]> {
  const auth = { 'X-Access-Token': c.token };
  const api = (p: string) => `${c.apiBase}${p}`;

  // the four statements a login sends (src/server/auth/login.ts), compiled the same way
  const compiled = (q: { compile(): { sql: string; parameters: readonly unknown[] } }): RawStatement => {
    const { sql, parameters } = q.compile();
    return { sql, params: [...parameters] };
  };
  const userE = c.registry.must('sys_user');
  const departE = c.registry.must('sys_depart');
  const loginLookup = compiled(
    selectReadable(scoped(c.ctx, userE, '0'), userE)
      .select('sys_user.password as password')
      .where('sys_user.username', '=', 'admin'),
  );
  const loginDeparts = compiled(
    selectReadable(scoped(c.ctx, departE, '0'), departE)
      .innerJoin('sys_user_depart as ud', 'ud.dep_id', 'sys_depart.id')
      .where('ud.user_id', '=', c.adminId)
      .orderBy('sys_depart.org_code'),
  );
  // the failed-login counters, read beside the user lookup (src/server/auth/throttle.ts)
  const loginCounters = compiled(
    c.ctx.db
      .selectFrom('sys_throttle')
      .select(['key', 'hits', 'expires_at'])
      .where('key', 'in', loginKeys('admin', '127.0.0.1'))
      .where('expires_at', '>', Date.now()),
  );
  const loginTenants = compiled(c.ctx.db.selectFrom('sys_tenant').select(['id', 'name', 'status']).where('id', 'in', ['1', '2']));

  const permissionIds: RawStatement = {
    sql: `select rp.permission_id as id from sys_role_permission rp
      join sys_user_role ur on ur.role_id = rp.role_id where ur.user_id = $1
    union
    select drp.permission_id from sys_depart_role_permission drp
      join sys_depart_role_user dru on dru.drole_id = drp.role_id where dru.user_id = $2`,
    params: [c.adminId, c.adminId],
  };
  const permissionRows: RawStatement = {
    sql: 'select * from "sys_permission" where "del_flag" = $1 order by "sort_no"',
    params: [0],
  };

  const dictJoin: RawStatement = {
    sql:
      'select "d"."dict_code", "i"."item_value", "i"."item_text", "i"."item_text_en" from "sys_dict" as "d" ' +
      'inner join "sys_dict_item" as "i" on "i"."dict_id" = "d"."id" where "d"."del_flag" = $1 and "i"."status" = $2 ' +
      'order by "d"."dict_code", "i"."sort_order"',
    params: [0, 1],
  };

  // the list's page and count statements, built by the server's own listQueries for each page
  const listStatements = async (pageNo: number) => {
    const { page, count } = await listQueries(c.ctx, userE, c.hooks, { pageNo, pageSize: PAGE_SIZE, column: 'username', order: 'asc' }, '0');
    return [page, count].map((c): RawStatement => ({ sql: c.sql, params: [...c.parameters] }));
  };
  const pages = listPages(c.users);
  const pageStatements = await Promise.all(pages.map(listStatements));
  const listJson = await listAnswer(c.ctx, userE);

  const run = (s: RawStatement) => c.raw.query(s.sql, s.params);

  return [
    {
      key: 'login',
      label: 'POST /sys/login',
      requests: [
        {
          method: 'POST',
          path: api('/sys/login'),
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }),
        },
      ],
      bare: { method: 'POST', url: '/sys/login' },
      statements: [loginCounters, loginLookup, loginDeparts, loginTenants],
      rawNote: 'login counters beside the user lookup + argon2 verify + departments + tenants',
      rawStep: async () => {
        const [, [row]] = await Promise.all([run(loginCounters), run(loginLookup)]);
        if (!(await verifyPassword(row.password as string, ADMIN_PASSWORD))) throw new Error('argon2 verify failed');
        await run(loginDeparts);
        await run(loginTenants);
      },
    },
    {
      key: 'permission',
      label: 'GET /sys/permission/getUserPermissionByToken',
      requests: [{ method: 'GET', path: api('/sys/permission/getUserPermissionByToken'), headers: auth }],
      bare: { method: 'GET', url: '/sys/permission/getUserPermissionByToken' },
      statements: [permissionIds, permissionRows],
      rawNote: 'permission-id union + permission rows',
      rawStep: async () => {
        await run(permissionIds);
        await run(permissionRows);
      },
    },
    {
      key: 'dict',
      label: 'GET /sys/dict/getDictItems/sex',
      requests: [{ method: 'GET', path: api('/sys/dict/getDictItems/sex'), headers: auth }],
      bare: { method: 'GET', url: '/sys/dict/getDictItems/sex' },
      statements: [dictJoin],
      rawNote: 'dictionary join',
      rawStep: () => run(dictJoin),
    },
    {
      key: 'list',
      label: 'GET /sys/user/list (10/page, by username)',
      requests: pages.map((p) => ({
        method: 'GET' as const,
        headers: auth,
        path: api(`/sys/user/list?pageNo=${p}&pageSize=${PAGE_SIZE}&column=username&order=asc`),
      })),
      bare: { method: 'GET', url: '/sys/user/list' },
      statements: pageStatements[0],
      rawNote: `page select (with orgCodeTxt) + count(*), ${pages.length} pages cycled, + dictionary texts and JSON of the same bytes`,
      // the handler sends both at once (Promise.all); so does the baseline, then writes the same answer
      rawStep: async (i) => {
        const [rows, [{ total }]] = await Promise.all(pageStatements[i % pages.length].map(run));
        return listJson(rows, Number(total), pages[i % pages.length], PAGE_SIZE);
      },
    },
  ];
}
