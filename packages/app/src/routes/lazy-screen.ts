import { CHUNK_TIMEOUT_MS } from '@horizontal/domain';
import { type ComponentType, lazy } from 'react';

export class ChunkLoadError extends Error {
  constructor(cause?: unknown) {
    super('No se pudo cargar la pantalla.', { cause });
    this.name = 'ChunkLoadError';
  }
}

const screenLoaders = new Set<() => Promise<unknown>>();

/**
 * Imports every screen made by lazyScreen so far. A dom test awaits it before rendering a route, so that what it
 * asserts never races the first transform of a chunk (seconds on a busy machine).
 */
export const preloadScreens = async () => {
  await Promise.all([...screenLoaders].map((load) => load()));
};

/** A lazily loaded screen whose chunk fails after CHUNK_TIMEOUT_MS instead of spinning forever (SPEC §8). */
export const lazyScreen = <Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
  timeoutMs = CHUNK_TIMEOUT_MS,
) => {
  // One import, shared by preloadScreens and the first render.
  let loading: Promise<{ default: ComponentType<Props> }> | undefined;
  const loadOnce = () => {
    loading ??= load();
    return loading;
  };
  screenLoaders.add(loadOnce);
  return lazy(
    () =>
      new Promise<{ default: ComponentType<Props> }>((resolve, reject) => {
        const timer = setTimeout(() => reject(new ChunkLoadError('timeout')), timeoutMs);
        loadOnce().then(
          (module) => {
            clearTimeout(timer);
            resolve(module);
          },
          (error: unknown) => {
            clearTimeout(timer);
            reject(new ChunkLoadError(error));
          },
        );
      }),
  );
};

/** Chunk errors as thrown by our loader, by Vite's preload (scripts and stylesheets) and by the browser. */
export const isChunkError = (error: unknown): boolean =>
  error instanceof ChunkLoadError ||
  (error instanceof Error &&
    /dynamically imported module|Importing a module script failed|Unable to preload CSS|error loading dynamically/i.test(
      error.message,
    ));
