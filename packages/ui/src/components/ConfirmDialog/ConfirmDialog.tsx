import { AlertDialog as RadixAlertDialog } from 'radix-ui';
import { type ReactElement, useState } from 'react';
import { ThemedLayer } from '../../internal/ThemedLayer';
import { Button } from '../Button';
import * as dialogStyles from '../Dialog/Dialog.css';

export type ConfirmDialogProps = {
  /** Names the thing: "¿Eliminar el estacionamiento E-12?". */
  title: string;
  description?: string;
  /** A verb: Eliminar, Dar de baja, Cerrar mes. */
  confirmLabel: string;
  cancelLabel?: string;
  /** Destructive actions get the danger button. */
  tone?: 'danger' | 'primary';
  /** While a returned promise is pending the dialog stays open and the button shows it is working. */
  onConfirm: () => unknown;
  onCancel?: () => void;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  trigger?: ReactElement;
};

/** Asks before an action that cannot be undone; Cancelar has the initial focus so Enter never destroys. */
export function ConfirmDialog({
  title,
  description = 'Esta acción no se puede deshacer.',
  confirmLabel,
  cancelLabel = 'Cancelar',
  tone = 'danger',
  onConfirm,
  onCancel,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  trigger,
}: ConfirmDialogProps) {
  const [openState, setOpenState] = useState(defaultOpen);
  const [pending, setPending] = useState(false);
  const open = openProp ?? openState;
  const setOpen = (next: boolean) => {
    setOpenState(next);
    onOpenChange?.(next);
  };

  const confirm = async () => {
    const result = onConfirm();
    if (!(result instanceof Promise)) {
      setOpen(false);
      return;
    }
    setPending(true);
    try {
      await result;
      setOpen(false);
    } catch {
      // The caller reports the failure (a toast or an alert); the dialog stays open so it can be retried.
    } finally {
      setPending(false);
    }
  };

  return (
    <RadixAlertDialog.Root
      open={open}
      onOpenChange={(next) => {
        if (pending) return;
        if (!next) onCancel?.();
        setOpen(next);
      }}
    >
      {trigger && <RadixAlertDialog.Trigger asChild>{trigger}</RadixAlertDialog.Trigger>}
      <RadixAlertDialog.Portal>
        <ThemedLayer>
          <RadixAlertDialog.Overlay className={dialogStyles.overlay} />
          <RadixAlertDialog.Content className={dialogStyles.content({ size: 'sm' })} data-slot="confirm-dialog">
            <div className={dialogStyles.headerText}>
              <RadixAlertDialog.Title className={dialogStyles.title}>{title}</RadixAlertDialog.Title>
              <RadixAlertDialog.Description className={dialogStyles.description}>
                {description}
              </RadixAlertDialog.Description>
            </div>
            <div className={dialogStyles.footer}>
              <RadixAlertDialog.Cancel asChild>
                <Button variant="secondary" disabled={pending}>
                  {cancelLabel}
                </Button>
              </RadixAlertDialog.Cancel>
              <Button variant={tone} loading={pending} onClick={() => void confirm()}>
                {confirmLabel}
              </Button>
            </div>
          </RadixAlertDialog.Content>
        </ThemedLayer>
      </RadixAlertDialog.Portal>
    </RadixAlertDialog.Root>
  );
}
