/**
 * Accordion for root submenus (spec §2): when `keys` newly opens a root submenu, only it
 * stays open; opening a nested submenu keeps the others.
 */
export function accordionOpenKeys(prev: string[], keys: string[], roots: ReadonlySet<string>): string[] {
  const latest = keys.find((k) => !prev.includes(k));
  return latest && roots.has(latest) ? [latest] : keys;
}
