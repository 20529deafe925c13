export type { ActionResult, FormState } from './forms';
export { activeStatusBadges } from './labels';
