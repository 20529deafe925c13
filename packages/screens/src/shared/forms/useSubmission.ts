import { useCallback, useRef, useState } from 'react';
import { type ActionResult, settle } from './ActionResult';

export type Submission =
  | { status: 'idle' }
  | { status: 'submitting' }
  | { status: 'failed'; message: string }
  | { status: 'succeeded'; message?: string };

/** The life of one submit: a second click while it runs is ignored, and a failure keeps the server's words. */
export function useSubmission() {
  const [submission, setSubmission] = useState<Submission>({ status: 'idle' });
  const running = useRef(false);

  const run = useCallback(async (action: () => Promise<ActionResult>): Promise<ActionResult | null> => {
    if (running.current) return null;
    running.current = true;
    setSubmission({ status: 'submitting' });
    const result = await settle(action);
    running.current = false;
    setSubmission(
      result.ok ? { status: 'succeeded', message: result.message } : { status: 'failed', message: result.message },
    );
    return result;
  }, []);

  const reset = useCallback(() => setSubmission({ status: 'idle' }), []);

  return {
    submission,
    submitting: submission.status === 'submitting',
    serverError: submission.status === 'failed' ? submission.message : undefined,
    run,
    reset,
  };
}
