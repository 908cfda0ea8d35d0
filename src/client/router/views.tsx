import type { ComponentType } from 'react';
import { lazyView } from '../components/lazyView.js';
import Building from '../views/Building.js';

/** Hand-written views by menu component string, loaded on first use (split by route). */
const REGISTRY: Record<string, () => Promise<{ default: ComponentType }>> = {};

const cache = new Map<string, ComponentType>();

/** The view for a menu component; pages of later issues show a placeholder meanwhile. */
export function viewFor(component: string, title: string): ComponentType {
  const key = `${component}|${title}`;
  let v = cache.get(key);
  if (!v) {
    v = REGISTRY[component] ? lazyView(REGISTRY[component]) : () => <Building title={title} />;
    cache.set(key, v);
  }
  return v;
}
