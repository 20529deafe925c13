import { useCallback, useEffect, useState } from 'react';

export type Remote<Value> =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; value: Value };

export type Loaded<Value> = { ok: true; value: Value } | { ok: false; message: string };

/**
 * What a page shows while the backend answers: loading, the server's message on `ok:false`, or the value.
 * `reload` runs the loader again (after a change, or from the screen's "Reintentar").
 */
export const useRemote = <Value>(load: () => Promise<Loaded<Value>>, key: string) => {
  const [remote, setRemote] = useState<Remote<Value>>({ status: 'loading' });
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` names what the loader depends on.
  const reload = useCallback(async () => {
    setRemote({ status: 'loading' });
    const answer = await load();
    setRemote(answer.ok ? { status: 'ready', value: answer.value } : { status: 'error', message: answer.message });
  }, [key]);
  useEffect(() => {
    void reload();
  }, [reload]);
  return [remote, reload] as const;
};

type Success<Answer> = Extract<Answer, { ok: true }>;

/** A loader's result from an api answer: the value of one of its fields, or the server's message. */
export const fieldOf = async <Answer extends { ok: boolean; message: string }, Field extends keyof Success<Answer>>(
  answer: Promise<Answer>,
  field: Field,
): Promise<Loaded<Success<Answer>[Field]>> => {
  const settled = await answer;
  return settled.ok
    ? { ok: true, value: (settled as Success<Answer>)[field] }
    : { ok: false, message: settled.message };
};

/** Runs a change and, when the server accepts it, reloads what the screen shows; the answer goes back to the screen. */
export const reloadOnOk =
  (reload: () => Promise<void>) =>
  async <Answer extends { ok: boolean }>(change: Promise<Answer>): Promise<Answer> => {
    const answer = await change;
    if (answer.ok) void reload();
    return answer;
  };

/** The screen-facing form of a remote list: `{ status: 'ready', [field]: value }`. */
export const listState = <Field extends string, Value>(remote: Remote<Value>, field: Field) =>
  remote.status === 'ready'
    ? ({ status: 'ready', [field]: remote.value } as { status: 'ready' } & Record<Field, Value>)
    : remote;

/** The screen-facing form of remote options: `{ status: 'ready', ...value }`. */
export const optionsState = <Value extends object>(remote: Remote<Value>) =>
  remote.status === 'ready' ? ({ status: 'ready', ...remote.value } as { status: 'ready' } & Value) : remote;
