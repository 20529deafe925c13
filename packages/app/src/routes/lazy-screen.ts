import { CHUNK_TIMEOUT_MS } from '@horizontal/domain';
import { type ComponentType, lazy } from 'react';

export class ChunkLoadError extends Error {
  constructor(cause?: unknown) {
    super('No se pudo cargar la pantalla.', { cause });
    this.name = 'ChunkLoadError';
  }
}

/** A lazily loaded screen whose chunk fails after CHUNK_TIMEOUT_MS instead of spinning forever (SPEC §8). */
export const lazyScreen = <Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
  timeoutMs = CHUNK_TIMEOUT_MS,
) =>
  lazy(
    () =>
      new Promise<{ default: ComponentType<Props> }>((resolve, reject) => {
        const timer = setTimeout(() => reject(new ChunkLoadError('timeout')), timeoutMs);
        load().then(
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

/** Chunk errors as thrown by our loader, by Vite's preload (scripts and stylesheets) and by the browser. */
export const isChunkError = (error: unknown): boolean =>
  error instanceof ChunkLoadError ||
  (error instanceof Error &&
    /dynamically imported module|Importing a module script failed|Unable to preload CSS|error loading dynamically/i.test(
      error.message,
    ));
