import { z } from 'zod';

/** A mainland mobile number: 手机号登录 sends its codes to these only. */
export const MOBILE = /^1[3-9]\d{9}$/;
/** A one-time code sent by SMS or mail (手机号登录, 账户绑定, password reset). */
export const SIX_DIGITS = /^\d{6}$/;

/** The number of POST /sys/sms and /sys/phoneLogin; the login form checks the same pattern before sending. */
export const mobile = z.string({ error: '手机号不允许为空！' }).trim().regex(MOBILE, '请输入正确的手机号（mobile）');

/** POST /sys/phoneLogin: the number and the code texted to it. */
export const phoneLoginBody = z.object({
  mobile,
  captcha: z.string({ error: '请输入验证码' }).trim().regex(SIX_DIGITS, '验证码为 6 位数字（captcha）'),
  remember_me: z.unknown().optional(),
});
export type PhoneLoginBody = z.infer<typeof phoneLoginBody>;
