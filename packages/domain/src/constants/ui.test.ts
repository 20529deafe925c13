import { describe, expect, it } from 'vitest';
import { isScreenMode, SCREEN_MODES, TOAST_LIFE_MS } from './ui';

describe('UI constants', () => {
  it('keeps toasts for 5000 ms', () => {
    expect(TOAST_LIFE_MS).toBe(5000);
  });

  it('has three screen modes', () => {
    expect(SCREEN_MODES).toEqual(['CREATE', 'MODIFY', 'DETAIL']);
    expect(isScreenMode('MODIFY')).toBe(true);
    expect(isScreenMode('modify')).toBe(false);
  });
});
