const key = 'horizontal.lastRoute';

/** Where a signed-in user was last, so that opening a public route sends them back there. */
export const lastRouteStorage = {
  get: (): string | null => sessionStorage.getItem(key),
  set: (path: string) => sessionStorage.setItem(key, path),
  clear: () => sessionStorage.removeItem(key),
};
