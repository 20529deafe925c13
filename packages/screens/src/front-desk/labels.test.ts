import { describe, expect, it } from 'vitest';
import { formatRecentMoment } from './labels';

describe('a moment of the desk, at a glance', () => {
  const today = '2026-11-20';

  it('says «Hoy» and «Ayer» on Montevideo’s calendar, not on UTC’s', () => {
    // 02:10 UTC of the 21st is still the 20th, at 23:10, in Montevideo (UTC−3).
    expect(formatRecentMoment('2026-11-21T02:10:00.000Z', today)).toBe('Hoy 23:10');
    expect(formatRecentMoment('2026-11-20T12:05:00.000Z', today)).toBe('Hoy 09:05');
    expect(formatRecentMoment('2026-11-20T02:59:00.000Z', today)).toBe('Ayer 23:59');
  });

  it('drops the year of this one, and keeps another year’s', () => {
    expect(formatRecentMoment('2026-11-18T16:20:00.000Z', today)).toBe('18/11 13:20');
    expect(formatRecentMoment('2025-12-30T16:20:00.000Z', '2026-01-02')).toBe('30/12/2025 13:20');
    expect(formatRecentMoment('2026-01-01T16:20:00.000Z', '2026-01-02')).toBe('Ayer 13:20');
  });
});
