import { randomBytes } from 'node:crypto';

/** 32 hex characters, the id format of every ISPS row (spec §9). */
export const newId = (): string => randomBytes(16).toString('hex');
