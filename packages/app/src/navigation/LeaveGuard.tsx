import { ConfirmDialog } from '@horizontal/ui';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useRef, useState } from 'react';
import { useBlocker } from 'react-router-dom';

type LeaveGuardValue = {
  /** A form says whether it holds changes not saved yet (the screens' onDirtyChange). */
  reportDirty: (dirty: boolean) => void;
  /** The form's own Cancelar already asked: the next way out goes without asking again. */
  leaveAsked: () => void;
  /**
   * A way out that is not a navigation, such as choosing another complejo in the header: runs `leave` at once over
   * a clean form, and only after «Descartar cambios» over a changed one.
   */
  confirmLeave: (leave: () => void) => void;
  /** Whether the screen holds a form with changes not saved yet, e.g. when the session ends under it. */
  isDirty: () => boolean;
};

const LeaveGuardContext = createContext<LeaveGuardValue>({
  reportDirty: () => undefined,
  leaveAsked: () => undefined,
  confirmLeave: (leave) => leave(),
  isDirty: () => false,
});

/**
 * Every way out of a changed form asks what its Cancelar asks (issue #15): the browser's Back, the breadcrumbs'
 * Atrás, a menu or submenu link, the header's complejo selector (issue #30). Closing or reloading the tab is the
 * screens' own beforeunload.
 */
export function LeaveGuard({ children }: { children: ReactNode }) {
  // A ref, not state: a save or a confirmed Cancelar reports clean and navigates in the same tick.
  const dirty = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty.current &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );
  const reportDirty = useCallback((next: boolean) => {
    dirty.current = next;
  }, []);
  // Held in a box: a function given to a state setter would be called as an updater.
  const [pending, setPending] = useState<{ leave: () => void } | null>(null);
  const confirmLeave = useCallback((leave: () => void) => {
    if (dirty.current) setPending({ leave });
    else leave();
  }, []);
  const value = useMemo(
    () => ({ reportDirty, leaveAsked: () => reportDirty(false), confirmLeave, isDirty: () => dirty.current }),
    [reportDirty, confirmLeave],
  );
  const blocked = blocker.state === 'blocked';
  return (
    <LeaveGuardContext.Provider value={value}>
      {children}
      <ConfirmDialog
        open={blocked || pending !== null}
        onOpenChange={(open) => {
          if (open) return;
          if (blocker.state === 'blocked') blocker.reset();
          setPending(null);
        }}
        title="¿Descartar los cambios?"
        description="Los datos que modificó en este formulario todavía no se guardaron y se perderán."
        confirmLabel="Descartar cambios"
        cancelLabel="Seguir editando"
        onConfirm={() => {
          dirty.current = false;
          if (blocker.state === 'blocked') blocker.proceed();
          pending?.leave();
          setPending(null);
        }}
        onCancel={() => {
          if (blocker.state === 'blocked') blocker.reset();
          setPending(null);
        }}
      />
    </LeaveGuardContext.Provider>
  );
}

export const useLeaveGuard = () => useContext(LeaveGuardContext);
