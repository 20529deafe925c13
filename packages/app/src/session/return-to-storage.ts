const key = 'horizontal.returnTo';

/** The private page asked for without a session (a pasted link, a new tab): sign-in goes back there. */
export const returnToStorage = {
  get: (): string | null => sessionStorage.getItem(key),
  set: (path: string) => sessionStorage.setItem(key, path),
  clear: () => sessionStorage.removeItem(key),
};
