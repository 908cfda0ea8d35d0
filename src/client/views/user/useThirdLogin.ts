import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { API_BASE, ApiError, http } from '../../api/http.js';
import { HOME } from '../../router/guard.js';
import { session } from '../../session/session.js';
import { loginResult } from '#shared/contract/login.js';

/** Sends the browser to the OpenID Connect provider (the server remembers the flow in a cookie). */
export const startOidcLogin = () => window.location.assign(`${API_BASE}/sys/thirdLogin/render/oidc`);

/**
 * The way back from the provider: the server put a one-time code (or the reason it refused) in the
 * login page's hash; the code is traded for the session like a password login. Returns the refusal
 * to show and whether the trade is under way.
 */
export function useThirdLogin(): { error: string | null; busy: boolean } {
  const navigate = useNavigate();
  const [hash] = useState(() => new URLSearchParams(window.location.hash.slice(1)));
  const code = hash.get('thirdLoginCode');
  const [error, setError] = useState<string | null>(hash.get('thirdLoginError'));
  useEffect(() => {
    if (!hash.has('thirdLoginCode') && !hash.has('thirdLoginError')) return;
    // the code is good once: off the address bar and out of the history
    window.history.replaceState(null, '', window.location.pathname + window.location.search);
    if (!code) return;
    http.get(`/sys/thirdLogin/getLoginUser/${encodeURIComponent(code)}`, undefined, { quiet: true, answer: loginResult }).then(
      (r) => {
        session.login(r.result.token, r.result.userInfo, r.result.sysAllDictItems);
        navigate(HOME, { replace: true });
      },
      (e) => setError(e instanceof ApiError && e.body?.message ? e.body.message : String(e)),
    );
  }, [hash, code, navigate]);
  return { error, busy: !!code && !error };
}
