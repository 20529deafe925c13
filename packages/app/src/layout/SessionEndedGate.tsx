import { lazy, Suspense, useEffect } from 'react';
import { useLeaveGuard } from '../navigation/LeaveGuard';
import { useSession, useSignedInUser } from '../session/SessionProvider';

// Loaded only when a session ends under a changed form.
const SessionEnded = lazy(() =>
  import('@horizontal/screens/account/SessionEnded').then((module) => ({ default: module.SessionEnded })),
);

/**
 * When the server or another tab ends the session (issue #30, item 4): over a clean screen, straight to the sign-in
 * page; over a form with changes, the password is asked in place, so that nothing typed is lost.
 */
export function SessionEndedGate() {
  const { state, forgetEnded, resume, dismissEnded } = useSession();
  const user = useSignedInUser();
  const leave = useLeaveGuard();
  const ended = state.status === 'authenticated' ? state.ended : undefined;
  const keepsChanges = ended !== undefined && leave.isDirty();

  useEffect(() => {
    if (ended !== undefined && !leave.isDirty()) forgetEnded();
  }, [ended, leave, forgetEnded]);

  if (!keepsChanges) return null;
  return (
    <Suspense fallback={null}>
      <SessionEnded
        reason={ended}
        email={user.email}
        onSignIn={async (password) => {
          const { api } = await import('../api');
          const answer = await api.auth.signin({ email: user.email, password });
          if (answer.ok) resume(answer.token);
          return answer;
        }}
        onLeave={() => {
          // The person chose to lose the changes: the way to the sign-in page does not ask again.
          leave.leaveAsked();
          forgetEnded();
        }}
        onDismiss={dismissEnded}
      />
    </Suspense>
  );
}
