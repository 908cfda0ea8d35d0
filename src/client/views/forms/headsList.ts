/** The online-form list's resource: its pages are swr keys ['list', HEADS_RESOURCE, …] (renderers/data/keys.ts). */
export const HEADS_RESOURCE = '/online/cgform/head';

/** swr key matcher: every cached page of the online-form list, made stale after a form is removed or copied. */
export const isHeadsPage = (key: unknown) => Array.isArray(key) && key[0] === 'list' && key[1] === HEADS_RESOURCE;

/** swr key matcher: every cached page of one form's version list (Versions.tsx). */
export const isVersionsPage = (code: string) => (key: unknown) => Array.isArray(key) && key[0] === 'list' && key[1] === `${HEADS_RESOURCE}/versions/${code}`;
