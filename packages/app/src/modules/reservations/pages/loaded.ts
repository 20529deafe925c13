import type { Loaded } from '@horizontal/screens';
import type { Accepted, Answer } from '../../../data/remote';

/** A call's answer as a calendar's Loaded: the field it shows, or the server's message. */
export const loaded = async <A extends Answer, T>(
  answer: Promise<A>,
  pick: (accepted: Accepted<A>) => T,
): Promise<Loaded<T>> => {
  const result = await answer;
  return result.ok ? { ok: true, value: pick(result as Accepted<A>) } : { ok: false, message: result.message };
};
