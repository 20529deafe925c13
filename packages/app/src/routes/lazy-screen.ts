import { CHUNK_TIMEOUT_MS } from '@horizontal/domain';
import { type ComponentType, createElement, lazy, useState } from 'react';

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

const preloaders = new WeakMap<object, () => Promise<unknown>>();

/**
 * Downloads a lazyScreen's chunk ahead of its first render (the sign-in form does it for Inicio); any other
 * component is in already.
 */
export const preloadScreen = async (screen: object) => {
  await preloaders.get(screen)?.();
};

/**
 * A lazily loaded screen whose chunk fails after CHUNK_TIMEOUT_MS instead of spinning forever (SPEC §8). Once its
 * chunk is in, the screen draws at once: through lazy() React would still suspend it for a moment, and then reveal
 * it only up to 300 ms after its fallback showed (React throttles revealing suspended content).
 */
export const lazyScreen = <Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
  timeoutMs = CHUNK_TIMEOUT_MS,
): ComponentType<Props> => {
  // One import, shared by preloadScreens, preloadScreen and the first render.
  let loading: Promise<{ default: ComponentType<Props> }> | undefined;
  let loaded: ComponentType<Props> | undefined;
  const loadOnce = () => {
    loading ??= load().then((module) => {
      loaded = module.default;
      return module;
    });
    return loading;
  };
  screenLoaders.add(loadOnce);
  const Lazy = lazy(
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
  ) as ComponentType<Props>;
  function Screen(props: Props) {
    // Chosen once per mount: switching from the lazy wrapper to the loaded component would remount the screen.
    const [Component] = useState(() => loaded ?? Lazy);
    return createElement(Component, props);
  }
  preloaders.set(Screen, loadOnce);
  return Screen;
};

/** Chunk errors as thrown by our loader, by Vite's preload (scripts and stylesheets) and by the browser. */
export const isChunkError = (error: unknown): boolean =>
  error instanceof ChunkLoadError ||
  (error instanceof Error &&
    /dynamically imported module|Importing a module script failed|Unable to preload CSS|error loading dynamically/i.test(
      error.message,
    ));
