/**
 * What a screen's action callback resolves to. Every answer of the backend already has this shape
 * (`{ ok, message, ... }`, SPEC §7), so the app can hand the api's promise straight back.
 */
export type ActionResult = { ok: true; message?: string } | { ok: false; message: string };

/** A network failure rejects instead of answering: the person gets a sentence, never a stack trace. */
export const UNREACHABLE_MESSAGE =
  'No se pudo comunicar con el servidor. Revise su conexión a internet e intente nuevamente.';

/** Runs an action and turns a rejected promise into a failed result with a readable message. */
export const settle = async (action: () => Promise<ActionResult>): Promise<ActionResult> => {
  try {
    return await action();
  } catch {
    return { ok: false, message: UNREACHABLE_MESSAGE };
  }
};
