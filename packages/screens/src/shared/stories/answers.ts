import type { ActionResult } from '../forms';

/** A callback that answers as the backend would, for stories: `onSubmit: fn(answer(ok()))`. */
export const answer =
  (result: ActionResult) =>
  async (..._args: unknown[]): Promise<ActionResult> =>
    result;

export const ok = (message = 'OK'): ActionResult => ({ ok: true, message });

export const failure = (message: string): ActionResult => ({ ok: false, message });

/** A request that never answers, to show a screen while it waits. */
export const pending =
  () =>
  (..._args: unknown[]): Promise<ActionResult> =>
    new Promise<ActionResult>(() => undefined);

/** What a dropped connection looks like to a screen: the promise rejects. */
export const offline =
  () =>
  async (..._args: unknown[]): Promise<ActionResult> =>
    Promise.reject(new TypeError('Failed to fetch'));
