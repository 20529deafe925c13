import { tokenStorage } from '../session/token-storage';

/** The attribute that names the path a page was rendered for at build time. */
export const prerenderedAttribute = 'data-prerendered';

/**
 * Whether the markup in the container is this page, as a visitor without a session sees it: the build rendered it
 * for this path, without a query, signed out. A stored session (a reload of /login, say) starts drawing instead,
 * since its first screen is not the one sent.
 */
export const isPrerenderedHere = (
  container: HTMLElement,
  location: Pick<Location, 'pathname' | 'search'> = window.location,
) =>
  container.getAttribute(prerenderedAttribute) === location.pathname &&
  location.search === '' &&
  tokenStorage.get() === null;
