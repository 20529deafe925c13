import { TOAST_LIFE_MS } from '@horizontal/domain';
import { Toast as RadixToast } from 'radix-ui';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useRef, useState } from 'react';
import { ThemedLayer } from '../../internal/ThemedLayer';
import { Icon } from '../Icon';
import * as styles from './Toast.css';

export const toastSeverities = ['info', 'success', 'warning', 'danger'] as const;
export type ToastSeverity = (typeof toastSeverities)[number];

export type ToastOptions = {
  message: string;
  /** The spec's push toasts carry no summary, so a title is optional. */
  title?: string;
  severity?: ToastSeverity;
  /** How long it stays on screen; SPEC §9 sets 5000 ms. */
  durationMs?: number;
};

type ShownToast = Required<Omit<ToastOptions, 'title'>> & { id: string; title?: string; open: boolean };

export type ToastApi = {
  /** Shows a toast and returns its id. */
  show: (options: ToastOptions) => string;
  dismiss: (id: string) => void;
};

const ToastContext = createContext<ToastApi | null>(null);

/** The toaster's functions; components under a Toaster call it to show a notification. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (api === null) throw new Error('useToast debe usarse dentro de un Toaster.');
  return api;
}

const EXIT_MS = 200;

const severityIcon = { info: 'info', success: 'success', warning: 'warning', danger: 'danger' } as const;

export type ToasterProps = { children: ReactNode };

/** Holds the toasts of the whole app and renders them in a corner region reachable with F8. */
export function Toaster({ children }: ToasterProps) {
  const [toasts, setToasts] = useState<ShownToast[]>([]);
  const sequence = useRef(0);

  const show = useCallback((options: ToastOptions) => {
    sequence.current += 1;
    const id = `toast-${sequence.current}`;
    const toast: ShownToast = {
      id,
      open: true,
      message: options.message,
      title: options.title,
      severity: options.severity ?? 'info',
      durationMs: options.durationMs ?? TOAST_LIFE_MS,
    };
    setToasts((current) => [...current, toast]);
    return id;
  }, []);

  const dismiss = useCallback((id: string) => {
    setToasts((current) => current.map((toast) => (toast.id === id ? { ...toast, open: false } : toast)));
    // Kept a moment after closing so that its exit animation can play.
    window.setTimeout(() => setToasts((current) => current.filter((toast) => toast.id !== id)), EXIT_MS);
  }, []);

  const api = useMemo(() => ({ show, dismiss }), [show, dismiss]);

  return (
    <ToastContext.Provider value={api}>
      <RadixToast.Provider label="Notificación" duration={TOAST_LIFE_MS} swipeDirection="right">
        {children}
        {toasts.map((toast) => (
          <RadixToast.Root
            key={toast.id}
            className={styles.toast({ severity: toast.severity })}
            open={toast.open}
            duration={toast.durationMs}
            // Errors interrupt the screen reader; the rest wait for a pause.
            type={toast.severity === 'danger' ? 'foreground' : 'background'}
            data-slot="toast"
            data-severity={toast.severity}
            data-duration={toast.durationMs}
            onOpenChange={(open) => (open ? undefined : dismiss(toast.id))}
          >
            <span className={styles.icon({ severity: toast.severity })}>
              <Icon name={severityIcon[toast.severity]} />
            </span>
            <div className={styles.content}>
              {toast.title && (
                <RadixToast.Title className={styles.title} data-slot="toast-title">
                  {toast.title}
                </RadixToast.Title>
              )}
              <RadixToast.Description className={styles.description}>{toast.message}</RadixToast.Description>
            </div>
            <RadixToast.Close className={styles.close} aria-label="Cerrar notificación">
              <Icon name="close" size="sm" />
            </RadixToast.Close>
          </RadixToast.Root>
        ))}
        <ThemedLayer>
          <RadixToast.Viewport className={styles.viewport} label="Notificaciones ({hotkey})" />
        </ThemedLayer>
      </RadixToast.Provider>
    </ToastContext.Provider>
  );
}
