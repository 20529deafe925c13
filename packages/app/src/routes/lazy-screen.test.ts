import { render, screen } from '@testing-library/react';
import { createElement, Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { ChunkLoadError, isChunkError, lazyScreen, preloadScreen } from './lazy-screen';

describe('isChunkError', () => {
  it('recognises our timeout and the browsers’ chunk failures', () => {
    expect(isChunkError(new ChunkLoadError('timeout'))).toBe(true);
    expect(isChunkError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(true);
    expect(isChunkError(new Error('Unable to preload CSS for /assets/x.css'))).toBe(true);
    expect(isChunkError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkError('texto')).toBe(false);
  });
});

const inSuspense = (element: ReturnType<typeof createElement>) =>
  render(createElement(Suspense, { fallback: 'Cargando pantalla…' }, element));

describe('lazyScreen', () => {
  it('draws a screen whose chunk was preloaded at once, without its fallback', async () => {
    let loads = 0;
    const Screen = lazyScreen(async () => {
      loads += 1;
      return { default: ({ name }: { name: string }) => createElement('p', null, `Hola ${name}`) };
    });
    await preloadScreen(Screen);
    inSuspense(createElement(Screen, { name: 'Martín' }));
    expect(screen.getByText('Hola Martín')).toBeInTheDocument();
    expect(screen.queryByText('Cargando pantalla…')).toBeNull();
    expect(loads).toBe(1);
  });

  it('shows the fallback until a chunk not loaded yet arrives', async () => {
    const Screen = lazyScreen(async () => ({ default: () => createElement('p', null, 'Listo') }));
    inSuspense(createElement(Screen));
    expect(screen.getByText('Cargando pantalla…')).toBeInTheDocument();
    expect(await screen.findByText('Listo')).toBeInTheDocument();
  });
});
