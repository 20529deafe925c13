import { routePath } from '@horizontal/domain';

/** MSW path for a spec path under /api on any origin (the browser's, or http://localhost in Node). */
export const apiPath = (specPath: string) => `*/api${routePath(specPath)}`;
