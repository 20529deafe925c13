import type { MouseEvent } from 'react';

/** A click the app's router may take: a new tab, a new window or the context menu stay the browser's. */
export const isPlainClick = (event: MouseEvent<HTMLAnchorElement>) =>
  !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0);
