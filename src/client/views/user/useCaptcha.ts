import { useCallback, useState } from 'react';
import { captchaImage } from '#shared/contract/login.js';
import { http } from '../../api/http.js';

export interface Captcha {
  checkKey: string;
  image: string;
}

/** The login captcha: absent until the server asks for one (captchaRequired), then a fresh image per try. */
export function useCaptcha() {
  const [captcha, setCaptcha] = useState<Captcha | null>(null);
  const refresh = useCallback(async () => {
    const checkKey = Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
    try {
      const r = await http.get(`/sys/randomImage/${checkKey}`, undefined, { quiet: true, answer: captchaImage });
      setCaptcha({ checkKey, image: r.result });
    } catch {
      setCaptcha({ checkKey, image: '' });
    }
  }, []);
  return { captcha, refresh };
}
