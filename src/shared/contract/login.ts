import { z } from 'zod';
import { dictItemsByCode } from './answer.js';
import { recordOf, type AnswerColumn } from './records.js';
import { userInfo } from './users.js';

const plain = (cs: AnswerColumn[]) => cs.map((c) => ({ ...c, dict: undefined }));

/**
 * JeecgBoot's login answer (password, phone, third-party and CAS logins): the user's and departments'
 * readable columns come from the registry, so a column added to a schema file is answered too — and a
 * password hash or salt never is.
 */
export const loginResultOf = (user: AnswerColumn[], depart: AnswerColumn[]) =>
  z.object({
    token: z.string(),
    userInfo: recordOf(plain(user), {}),
    sysAllDictItems: dictItemsByCode,
    departs: z.array(recordOf(plain(depart), {})),
    multi_depart: z.number().int(),
    tenantList: z.array(z.object({ id: z.string(), name: z.string().nullable(), status: z.number().nullable() })),
  });

/**
 * What the console checks of a login answer: the same answer, with the user and departments as far as the console
 * knows their columns by name (it has no registry; the rest of their keys pass unchecked).
 */
export const loginResult = loginResultOf([], []).extend({ userInfo, departs: z.array(z.looseObject({})) });
export type LoginResult = z.infer<typeof loginResult>;

/** GET /sys/randomImage/:key: the captcha picture as a data URL. */
export const captchaImage = z.string();

/** GET /sys/user/selfServiceInfo: what the server opens to visitors. */
export const selfServiceInfo = z.object({
  register: z.boolean(),
  resetByEmail: z.boolean(),
  /** a 第三方登录 button: an OpenID Connect provider is configured */
  oidc: z.boolean(),
});
export type SelfServiceInfo = z.infer<typeof selfServiceInfo>;

/** POST /sys/user/register: the account waiting for an administrator. */
export const registered = z.object({ username: z.string() });
