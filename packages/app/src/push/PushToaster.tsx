import { Toaster } from '@horizontal/ui';
import type { ReactNode } from 'react';
import { usePush } from './usePush';

/** Listens for pushes while a session is open: it needs the session and the toaster above it. */
function PushListener() {
  usePush();
  return null;
}

export type PushToasterProps = { children: ReactNode };

/**
 * The toaster and the push listener, in their own chunk: only signed-in screens show toasts, so the landing page
 * and the sign-in form load neither (issue #7). App loads it together with the first session.
 */
export function PushToaster({ children }: PushToasterProps) {
  return (
    <Toaster>
      <PushListener />
      {children}
    </Toaster>
  );
}
