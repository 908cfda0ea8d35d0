import { createForm } from '@formily/core';
import { describe, expect, it } from 'vitest';
import { confirmSchema, userFieldSchema } from '#client/components/form/userFieldSchema.js';

/** Runs a Formily field built from the schema and answers its first error ('' when valid). */
async function errorOf(schema: ReturnType<typeof userFieldSchema>, value: string, others: Record<string, string> = {}) {
  const form = createForm({ values: { ...others } });
  const field = form.createField({ name: 'f', validator: schema['x-validator'] as never, required: schema.required as boolean });
  field.setValue(value);
  await field.validate().catch(() => undefined); // rejects when invalid: the errors stay on the field
  return field.selfErrors[0] ?? '';
}

describe("account forms take user fields from sys_user's schema", () => {
  it("a new password obeys the schema's pattern with its message, titled as the form says", async () => {
    expect(await errorOf(userFieldSchema('password', 'zh', 1, { required: true }), 'abcdefgh')).toBe('登录密码至少8位，须包含字母和数字');
    expect(await errorOf(userFieldSchema('password', 'zh', 1, { title: '新密码' }), 'abcdefgh')).toBe('新密码至少8位，须包含字母和数字');
    expect(await errorOf(userFieldSchema('password', 'en', 1, {}), 'abcdefgh')).toBe('Password: at least 8 characters with letters and digits');
    expect(await errorOf(userFieldSchema('password', 'zh', 1, { required: true }), 'Passw0rd')).toBe('');
  });

  it('required fields say so in the shared wording, or in the message a form keeps', async () => {
    const username = userFieldSchema('username', 'zh', 1);
    expect(username.title).toBe('用户账号');
    expect(await errorOf(username, '')).toBe('用户账号不能为空');
    expect(await errorOf(username, 'a b')).toBe('用户账号只能包含字母、数字、_ . @ -');
    expect(await errorOf(userFieldSchema('password', 'zh', 1, { required: '请输入新密码!' }), '')).toBe('请输入新密码!');
    expect(await errorOf(userFieldSchema('email', 'zh', 1), 'not-mail')).toBe('邮箱不是有效的邮箱地址');
  });

  it("login checks presence only: an old account name or password is the server's to judge", async () => {
    expect(await errorOf(userFieldSchema('password', 'zh', 1, { required: '请输入密码!', rules: false }), 'short')).toBe('');
    expect(await errorOf(userFieldSchema('password', 'zh', 1, { required: '请输入密码!', rules: false }), '')).toBe('请输入密码!');
  });

  it('a confirmation must equal the password it confirms', async () => {
    const confirm = confirmSchema('确认新密码', 3, { required: '请确认新密码!', mismatch: '两次输入的密码不一样！' });
    expect(await errorOf(confirm, '', { password: 'Passw0rd1' })).toBe('请确认新密码!');
    expect(await errorOf(confirm, 'Passw0rd2', { password: 'Passw0rd1' })).toBe('两次输入的密码不一样！');
    expect(await errorOf(confirm, 'Passw0rd1', { password: 'Passw0rd1' })).toBe('');
  });
});
