import type { ScreenMode } from '@horizontal/domain';

/**
 * What a create/modify/detail screen is showing: a blank form, or a record that may still be loading
 * (MODIFY or DETAIL opened from a link rather than from its list).
 */
export type FormState<Record> =
  | { mode: Extract<ScreenMode, 'CREATE'> }
  | { mode: Exclude<ScreenMode, 'CREATE'>; status: 'loading' }
  | { mode: Exclude<ScreenMode, 'CREATE'>; status: 'error'; message: string }
  /** The record does not exist (a stale or typed link): retrying cannot help, the list can. */
  | { mode: Exclude<ScreenMode, 'CREATE'>; status: 'missing'; message: string }
  | { mode: Exclude<ScreenMode, 'CREATE'>; status: 'ready'; record: Record };
