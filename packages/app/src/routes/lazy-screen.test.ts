import { describe, expect, it } from 'vitest';
import { ChunkLoadError, isChunkError } from './lazy-screen';

describe('isChunkError', () => {
  it('recognises our timeout and the browsers’ chunk failures', () => {
    expect(isChunkError(new ChunkLoadError('timeout'))).toBe(true);
    expect(isChunkError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(true);
    expect(isChunkError(new Error('Unable to preload CSS for /assets/x.css'))).toBe(true);
    expect(isChunkError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkError('texto')).toBe(false);
  });
});
