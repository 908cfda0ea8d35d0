export { dateFormat, ellipsis, thousands } from '#renderers/format/filters.js';

/** 32 hex characters, like the server's ids (spec §9). */
export function randomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
}
