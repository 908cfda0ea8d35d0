import type { TFunction } from 'i18next';
import type { ActivityRow } from '#shared/contract/account.js';

/** Routes the account pages write, worded as what the user did (keys under acct.did). */
const ROUTES: [RegExp, string][] = [
  [/\/account\/base$/, 'base'],
  [/\/account\/avatar$/, 'avatar'],
  [/\/account\/notify$/, 'notify'],
  [/\/account\/sessions/, 'sessions'],
  [/password/i, 'password'],
  [/bind/i, 'binding'],
];
/** dictionary operate_type → the generic phrase for routes not listed above */
const BY_TYPE: Record<number, string> = { 2: 'add', 3: 'edit', 4: 'delete', 5: 'import', 6: 'export' };

/** An 最近动态 line in words: logins keep their text, operations say what was done, never the raw API path. */
export function activityText(row: ActivityRow, t: TFunction): string {
  if (row.logType !== 2) return row.content;
  const url = row.url ?? '';
  const key = ROUTES.find(([re]) => re.test(url))?.[1] ?? BY_TYPE[row.operateType ?? 3] ?? 'edit';
  return t(`acct.did.${key}`);
}
