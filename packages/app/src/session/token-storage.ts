const key = 'horizontal.token';

/** The session token lives in sessionStorage (SPEC §4): it dies with the tab. */
export const tokenStorage = {
  get: (): string | null => sessionStorage.getItem(key),
  set: (token: string) => sessionStorage.setItem(key, token),
  clear: () => sessionStorage.removeItem(key),
};
