import { lazy, type ComponentType } from 'react';
import { lazyView, withTimeout } from '../components/lazyView.js';

/** Hand-written views by menu component string, loaded on first use (split by route). */
const REGISTRY: Record<string, () => Promise<{ default: ComponentType }>> = {
  'system/AddressList': () => import('../views/system/addressList/AddressList.js'),
};

// every other component is a schema page (or a placeholder when no schema claims it)
const SchemaRoute = lazy(withTimeout(() => import('./SchemaRoute.js')));

const cache = new Map<string, ComponentType>();

/** The view for a menu component. */
export function viewFor(component: string, title: string): ComponentType {
  const key = `${component}|${title}`;
  let v = cache.get(key);
  if (!v) {
    v = REGISTRY[component] ? lazyView(REGISTRY[component]) : () => <SchemaRoute component={component} title={title} />;
    cache.set(key, v);
  }
  return v;
}
