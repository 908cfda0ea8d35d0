import { hash, verify } from '@node-rs/argon2';

/** argon2id with the library defaults (m=19456, t=2, p=1: ~15 ms here). */
export const hashPassword = (plain: string) => hash(plain);

export async function verifyPassword(stored: string | null, plain: string): Promise<boolean> {
  if (!stored) return false;
  try {
    return await verify(stored, plain);
  } catch {
    return false;
  }
}
