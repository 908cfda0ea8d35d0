// Both databases: reset codes taken atomically, in the database and in Redis.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeSmtp, mailText } from './fakeSmtp.js';
import { DB_KIND, REDIS_URL, redisPrefix, startServer, type TestServer } from './harness.js';

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(async () => {
  await s?.close();
});

const users = (username: string) => s.ctx.db.selectFrom('sys_user').select(['id', 'status']).where('username', '=', username).execute();
const good = { username: 'reg_ann', password: 'Passw0rd!reg', confirmPassword: 'Passw0rd!reg', realname: '安然', email: 'ann@example.com' };

describe('self-registration', () => {
  it('is closed by default: 403 with the reason, nothing written', async () => {
    expect((await s.call('GET', '/sys/user/selfServiceInfo')).body.result).toEqual({ register: false, resetByEmail: false, oidc: false });
    const r = await s.call('POST', '/sys/user/register', { body: good });
    expect(r.status).toBe(403);
    expect(r.body.message).toBe('系统未开放自助注册，请联系管理员开通账号');
    expect(await users('reg_ann')).toEqual([]);
  });

  it('when open: names bad fields, refuses taken names, and creates a frozen account the admins are told about', async () => {
    s.ctx.config.selfRegister = true;
    try {
      const bad = async (body: object, field: string) => {
        const r = await s.call('POST', '/sys/user/register', { body: { ...good, ...body } });
        expect(r.status, JSON.stringify(r.body)).toBe(400);
        expect(JSON.stringify(r.body)).toContain(field);
      };
      await bad({ username: '' }, 'username');
      await bad({ password: 'short', confirmPassword: 'short' }, 'password');
      await bad({ confirmPassword: 'Other#12345' }, 'confirmPassword');
      await bad({ email: 'not-mail' }, 'email');
      await bad({ username: 'admin' }, 'username');
      expect(await users('reg_ann')).toEqual([]);

      const r = await s.call('POST', '/sys/user/register', { body: good });
      expect(r.body).toMatchObject({ success: true, message: '注册成功，请等待管理员审核开通', result: { username: 'reg_ann' } });
      const [ann] = await users('reg_ann');
      expect(ann.status).toBe(2); // frozen until approved
      expect(await s.ctx.db.selectFrom('sys_user_role').select('id').where('user_id', '=', ann.id).execute()).toEqual([]);
      const login = await s.call('POST', '/sys/login', { body: { username: 'reg_ann', password: good.password } });
      expect(login.body.success).toBe(false);
      const inbox = (await s.call('GET', '/sys/annountCement/listByUser', { token: s.adminToken })).body.result.sysMsgList;
      expect(inbox.map((m: any) => m.titile)).toContain('新用户注册待审核：reg_ann');
      expect((await s.call('POST', '/sys/user/register', { body: { ...good, username: 'reg_ann2' } })).body.message).toBe('邮箱已存在');
    } finally {
      s.ctx.config.selfRegister = false;
    }
  });
});

describe('password reset by e-mail code', () => {
  it('without SMTP it says to ask an administrator', async () => {
    const r = await s.call('POST', '/sys/user/sendResetCode', { body: { username: 'admin', email: 'a@example.com' } });
    expect(r.status).toBe(400);
    expect(r.body.message).toBe('系统未配置邮件服务，请联系管理员重置密码');
  });

  it('mails a code only to the account address, answers the same either way, and the code resets the password once', async () => {
    const smtp = await fakeSmtp();
    s.ctx.config.smtp = { url: smtp.url, from: 'isps@example.com' };
    try {
      const bob = await s.userWithRoles('reset_bob', ['operator']);
      await s.ctx.db.updateTable('sys_user').set({ email: 'bob@example.com' }).where('id', '=', bob.id).execute();
      const send = (username: string, email: string) => s.call('POST', '/sys/user/sendResetCode', { body: { username, email } });
      const wrong = await send('reset_bob', 'eve@example.com');
      const unknown = await send('nobody_here', 'bob@example.com');
      const right = await send('reset_bob', 'BOB@example.com');
      for (const r of [wrong, unknown, right])
        expect(r.body).toMatchObject({ success: true, message: '如果账号与邮箱匹配，验证码已发送到该邮箱，10 分钟内有效' });
      expect(smtp.mails).toHaveLength(1);
      expect(smtp.mails[0]).toMatch(/To: bob@example\.com/);
      const code = /验证码：(\d{6})/.exec(mailText(smtp.mails[0]))![1];

      const reset = (body: object) =>
        s.call('POST', '/sys/user/resetPassword', {
          body: { username: 'reset_bob', code, password: 'N3w#Passw0rd', confirmPassword: 'N3w#Passw0rd', ...body },
        });
      const badCode = await reset({ code: code === '000000' ? '111111' : '000000' });
      expect(badCode.status).toBe(400);
      expect(badCode.body.message).toBe('验证码错误或已失效，请重新获取');
      expect((await reset({ code: '12ab' })).status).toBe(400);
      expect((await reset({ confirmPassword: 'x' })).status).toBe(400);
      expect((await reset({})).body.message).toBe('密码重置成功，请使用新密码登录');
      expect((await s.call('GET', '/sys/user/getCurrentUserDeparts', { token: bob.token })).status).toBe(401); // old sessions end
      expect(await s.login('reset_bob', 'N3w#Passw0rd')).toBeTruthy();
      expect((await reset({ password: 'An0ther#Pass', confirmPassword: 'An0ther#Pass' })).status).toBe(400); // used once
    } finally {
      s.ctx.config.smtp = undefined;
      await smtp.close();
    }
  });
});

/**
 * Mails a reset code to a new account on `srv`, then sends `wrong` wrong guesses at once and the right
 * code after them; answers the code and what the right one got.
 */
async function guessInParallel(srv: TestServer, username: string, wrong: number, others: TestServer[] = []) {
  const smtp = await fakeSmtp();
  srv.ctx.config.smtp = { url: smtp.url, from: 'isps@example.com' };
  try {
    const u = await srv.userWithRoles(username, ['operator']);
    await srv.ctx.db
      .updateTable('sys_user')
      .set({ email: `${username}@example.com` })
      .where('id', '=', u.id)
      .execute();
    await srv.call('POST', '/sys/user/sendResetCode', { body: { username, email: `${username}@example.com` } });
    const code = /验证码：(\d{6})/.exec(mailText(smtp.mails[0]))![1];
    // guesses go round the servers given (processes sharing one database and one Redis)
    const servers = [srv, ...others];
    const reset = (c: string, i = 0) =>
      servers[i % servers.length].call('POST', '/sys/user/resetPassword', {
        body: { username, code: c, password: 'N3w#Passw0rd', confirmPassword: 'N3w#Passw0rd' },
      });
    const guesses = Array.from({ length: wrong }, (_, i) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'));
    const answers = await Promise.all(guesses.map((g, i) => reset(g, i + 1)));
    return { id: u.id, code, answers, right: await reset(code) };
  } finally {
    srv.ctx.config.smtp = undefined;
    await smtp.close();
  }
}

describe('password reset codes under parallel guessing', () => {
  it('in this process: five wrong guesses at once burn the code', async () => {
    const { answers, right } = await guessInParallel(s, 'reset_par', 12);
    expect(answers.map((a) => a.status)).toEqual(Array(12).fill(400));
    expect({ status: right.status, message: right.body.message }).toEqual({ status: 400, message: '验证码错误或已失效，请重新获取' });
  });
});

describe.runIf(REDIS_URL)('password reset codes in Redis', () => {
  const prefix = redisPrefix();
  let r: TestServer;
  beforeAll(async () => {
    r = await startServer({ redisPrefix: prefix });
  });
  afterAll(async () => {
    await r?.close();
  });

  it('keeps a keyed HMAC, not SHA-256 of the code, for ten minutes at most', async () => {
    const smtp = await fakeSmtp();
    r.ctx.config.smtp = { url: smtp.url, from: 'isps@example.com' };
    try {
      const u = await r.userWithRoles('reset_hmac', ['operator']);
      await r.ctx.db.updateTable('sys_user').set({ email: 'hmac@example.com' }).where('id', '=', u.id).execute();
      await r.call('POST', '/sys/user/sendResetCode', { body: { username: 'reset_hmac', email: 'hmac@example.com' } });
      const code = /验证码：(\d{6})/.exec(mailText(smtp.mails[0]))![1];
      const stored = await r.ctx.shared!.redis.hget(`${prefix}reset:${u.id}`, 'h');
      expect(stored).toMatch(/^[0-9a-f]{64}$/);
      // six digits under a plain hash fall to a million tries; under the install secret they do not
      const sha = (t: string) => createHash('sha256').update(t).digest('hex');
      expect([sha(code), sha(`${u.id}:${code}`), sha(`${u.id}\n${code}`)]).not.toContain(stored);
      expect(Number(await r.ctx.shared!.redis.pttl(`${prefix}reset:${u.id}`))).toBeLessThanOrEqual(10 * 60_000);
    } finally {
      r.ctx.config.smtp = undefined;
      await smtp.close();
    }
  });

  it('five wrong guesses at once burn the code', async () => {
    const { id, answers, right } = await guessInParallel(r, 'reset_par_redis', 12);
    expect(answers.map((a) => a.status)).toEqual(Array(12).fill(400));
    expect(right.status).toBe(400);
    expect(await r.ctx.shared!.redis.exists(`${prefix}reset:${id}`)).toBe(0);
  });

  // PGlite is embedded in one process: a second server cannot open the same database
  it.runIf(DB_KIND === 'pg')('guesses split over two processes sharing the Redis burn the code all the same', async () => {
    const b = await startServer({ databaseUrl: r.databaseUrl, redisPrefix: prefix });
    try {
      const { id, answers, right } = await guessInParallel(r, 'reset_par_two', 12, [b]);
      expect(answers.map((a) => a.status)).toEqual(Array(12).fill(400));
      expect(right.status).toBe(400);
      expect(await r.ctx.shared!.redis.exists(`${prefix}reset:${id}`)).toBe(0);
    } finally {
      await b.close();
    }
  });
});
