// Renders into a DOM: the unit-dom project, one happy-dom window per worker (tests/setup/sharedDom.ts)
import { act, fireEvent, render } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import PhoneLoginForm from '#client/views/user/PhoneLoginForm.js';
import { session } from '#client/session/session.js';
import { memoryProvider } from './memoryProvider.js';
import { Host, screen, waitFor } from './renderHarness.js';

afterEach(() => localStorage.clear());

const MOBILE = '13700000007';

/** /sys/sms and /sys/phoneLogin in memory: the code texted is 246810; another one is refused as the server words it. */
function smsServer() {
  const bodies: Record<string, unknown>[] = [];
  const refuse = (message: string) =>
    Object.assign(new Error(message), { status: 400, body: { success: false, code: 400, message, result: { field: 'captcha' } } });
  const mem = memoryProvider(
    {},
    {
      routes: {
        '/sys/sms': (_q, body) => void bodies.push(body as Record<string, unknown>),
        '/sys/phoneLogin': (_q, body) => {
          bodies.push(body as Record<string, unknown>);
          if ((body as { captcha: string }).captcha !== '246810') throw refuse('手机验证码错误或已失效');
          return { token: 'tok-1', userInfo: { id: 'u1', username: 'admin', realname: '管理员' }, sysAllDictItems: {} };
        },
      },
    },
  );
  return { ...mem, bodies };
}

function renderForm(dp: ReturnType<typeof smsServer>['dp']) {
  render(
    <Host dp={dp} path="/user/login">
      <Routes>
        <Route path="/user/login" element={<PhoneLoginForm tabs={null} />} />
        <Route path="/dashboard/analysis" element={<p>signed in</p>} />
      </Routes>
    </Host>,
  );
}
const mobileInput = () => screen.getByPlaceholderText<HTMLInputElement>('请输入手机号');
const codeInput = () => screen.getByTestId<HTMLInputElement>('login-sms-code');
const press = (el: HTMLElement) => act(async () => void fireEvent.click(el));
const submit = () => press(screen.getByRole('button', { name: /登\s*录/ }));

describe('手机号登录 (a Formily form over the DataProvider)', () => {
  it('a bad number shows the rule’s message and sends nothing; a good one asks /sys/sms for a code', async () => {
    const server = smsServer();
    renderForm(server.dp);
    await press(screen.getByTestId('login-get-code'));
    await screen.findByText('请输入手机号!');
    fireEvent.change(mobileInput(), { target: { value: '12345' } });
    await press(screen.getByTestId('login-get-code'));
    await screen.findByText('请输入正确的手机号');
    expect(server.calls).toEqual([]);

    fireEvent.change(mobileInput(), { target: { value: MOBILE } });
    await press(screen.getByTestId('login-get-code'));
    await waitFor(() => expect(server.calls).toEqual(['POST /sys/sms']));
    expect(server.bodies[0]).toEqual({ mobile: MOBILE, smsmode: '0' });
    await waitFor(() => expect(screen.getByTestId('login-get-code').textContent).toMatch(/秒后重发/));
  });

  it('the code must be 6 digits; a refused code shows the server’s message; the right one signs in', async () => {
    const server = smsServer();
    renderForm(server.dp);
    fireEvent.change(mobileInput(), { target: { value: MOBILE } });
    fireEvent.change(codeInput(), { target: { value: '12a' } });
    await submit();
    await screen.findByText('验证码为 6 位数字');
    expect(server.calls).toEqual([]);

    fireEvent.change(codeInput(), { target: { value: '000000' } });
    await submit();
    await screen.findByText('手机验证码错误或已失效');
    expect(session.token()).toBeFalsy();

    fireEvent.change(codeInput(), { target: { value: '246810' } });
    await submit();
    await screen.findByText('signed in');
    expect(server.bodies.at(-1)).toEqual({ mobile: MOBILE, captcha: '246810' });
    expect(session.token()).toBe('tok-1');
  });
});
