import { ConfirmDialog } from '@horizontal/ui';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useRef } from 'react';
import { useBlocker } from 'react-router-dom';

type LeaveGuardValue = {
  /** A form says whether it holds changes not saved yet (the screens' onDirtyChange). */
  reportDirty: (dirty: boolean) => void;
  /** The form's own Cancelar already asked: the next way out goes without asking again. */
  leaveAsked: () => void;
};

const LeaveGuardContext = createContext<LeaveGuardValue>({ reportDirty: () => undefined, leaveAsked: () => undefined });

/**
 * Every way out of a changed form asks what its Cancelar asks (issue #15): the browser's Back, the breadcrumbs'
 * Atrás, a menu or submenu link. Closing or reloading the tab is the screens' own beforeunload.
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
  const value = useMemo(() => ({ reportDirty, leaveAsked: () => reportDirty(false) }), [reportDirty]);
  const blocked = blocker.state === 'blocked';
  return (
    <LeaveGuardContext.Provider value={value}>
      {children}
      <ConfirmDialog
        open={blocked}
        onOpenChange={(open) => {
          if (!open && blocker.state === 'blocked') blocker.reset();
        }}
        title="¿Descartar los cambios?"
        description="Los datos que modificó en este formulario todavía no se guardaron y se perderán."
        confirmLabel="Descartar cambios"
        cancelLabel="Seguir editando"
        onConfirm={() => {
          dirty.current = false;
          if (blocker.state === 'blocked') blocker.proceed();
        }}
        onCancel={() => {
          if (blocker.state === 'blocked') blocker.reset();
        }}
      />
    </LeaveGuardContext.Provider>
  );
}

export const useLeaveGuard = () => useContext(LeaveGuardContext);
