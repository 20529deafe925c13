import { describe, expect, it } from 'vitest';
import { isPublicRoute, PUBLIC_ROUTES } from './routes';

describe('public routes of SPEC §2', () => {
  it('lists them', () => {
    expect(PUBLIC_ROUTES).toEqual(['/', '/login', '/access', '/policy', '/terms', '/forgot', '/validate']);
  });

  it.each(['/', '/login', '/login/', '/validate?token=abc', '/forgot#top', ''])('%j is public', (path) => {
    expect(isPublicRoute(path)).toBe(true);
  });

  it.each(['/home', '/change', '/account', '/loginx', '/login/extra', '/complejos/listado'])('%j is not', (path) => {
    expect(isPublicRoute(path)).toBe(false);
  });
});
