import { lazy, type ComponentType } from 'react';

/** Script chunk timeout (spec §9): a chunk that has not arrived by then fails instead of spinning forever. */
export const CHUNK_TIMEOUT_MS = 120_000;

export function withTimeout<T>(load: () => Promise<T>, ms = CHUNK_TIMEOUT_MS): () => Promise<T> {
  return () =>
    new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`chunk load timeout after ${ms / 1000} s`)), ms);
      load()
        .then(resolve, reject)
        .finally(() => clearTimeout(timer));
    });
}

/** React.lazy with the chunk timeout; a failure reaches the nearest ChunkErrorBoundary. */
export const lazyView = <P extends object>(load: () => Promise<{ default: ComponentType<P> }>) => lazy(withTimeout(load));
