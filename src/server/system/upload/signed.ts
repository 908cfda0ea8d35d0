import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Signed links to uploaded images, for `<img>` tags that cannot send a token (JeecgBoot's console shows
 * `${staticDomainURL}/${value}` for every stored image value). The link is a capability: `?sig=` is the
 * HMAC-SHA256 of the file id with the install secret (sys_config, the same on every server process and
 * after restarts), so only the server can make one, and one file's link opens no other file.
 *
 * No expiry, deliberately: JeecgBoot stores the upload answer as the record's value (an avatar, an image
 * field) and shows that same string for as long as the record lives; a link that expired would break every
 * stored image a day later. Revocation is by the file: a deleted file is a 404 whatever the link, and a new
 * install secret voids every link at once.
 */
const macOf = (secret: Uint8Array, id: string) => createHmac('sha256', secret).update(`static:${id}`).digest('base64url');

/** `<id>?sig=…`: the path below /sys/common/static/ that serves file `id` to whoever holds it. */
export const signedPath = (secret: Uint8Array, id: string): string => `${id}?sig=${macOf(secret, id)}`;

export type SignCheck = 'ok' | 'missing' | 'bad';

/** Whether a request's `sig` grants file `id`. */
export function checkSigned(secret: Uint8Array, id: string, sig: unknown): SignCheck {
  if (typeof sig !== 'string' || !sig) return 'missing';
  const want = Buffer.from(macOf(secret, id));
  const got = Buffer.from(sig);
  return got.length === want.length && timingSafeEqual(got, want) ? 'ok' : 'bad';
}
