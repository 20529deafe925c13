/** SPEC §2: routes reachable without a session. */
export const PUBLIC_ROUTES = ['/', '/login', '/access', '/policy', '/terms', '/forgot', '/validate'] as const;

export type PublicRoute = (typeof PUBLIC_ROUTES)[number];

/** Exact match on the path, ignoring a trailing slash, a query and a fragment. */
export const isPublicRoute = (path: string): boolean => {
  const pathname = path.split(/[?#]/)[0] ?? '';
  const normalised = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return (PUBLIC_ROUTES as readonly string[]).includes(normalised === '' ? '/' : normalised);
};
