import { type Maintenance, sentence } from '@horizontal/domain';
import { Button, Dialog, DialogClose } from '@horizontal/ui';
import { useState } from 'react';
import { maintenanceSummary } from '../MaintenanceForm/maintenance-form';

export type CancelMaintenanceDialogProps = {
  /** The maintenance asked about, kept while the dialog closes so that its words do not vanish mid-animation. */
  maintenance: Maintenance | null;
  open: boolean;
  onClose: () => void;
  /** Runs the cancellation; the dialog shows it is working until it answers, then closes. */
  onConfirm: (maintenance: Maintenance) => Promise<unknown>;
  /**
   * Where focus goes once it closes: the row's actions button, since the menu item that opened it is gone by
   * then, or the button of the ficha.
   */
  returnFocusTo: () => HTMLElement | null | undefined;
};

/**
 * Asks before cancelling a maintenance, naming it (title, area, date and hours). A Dialog rather than the kit's
 * ConfirmDialog because only Dialog can give focus back to an element other than its trigger.
 */
export function CancelMaintenanceDialog({
  maintenance,
  open,
  onClose,
  onConfirm,
  returnFocusTo,
}: CancelMaintenanceDialogProps) {
  const [pending, setPending] = useState(false);
  const confirm = async () => {
    if (!maintenance) return;
    setPending(true);
    try {
      await onConfirm(maintenance);
    } finally {
      setPending(false);
      onClose();
    }
  };
  return (
    <Dialog
      open={open && maintenance !== null}
      size="sm"
      title={maintenance ? `¿Cancelar el mantenimiento «${maintenance.title}»?` : ''}
      description={
        maintenance
          ? `${sentence(maintenanceSummary(maintenance))} Deja de bloquear el área y no se puede volver a activar.`
          : undefined
      }
      returnFocusTo={returnFocusTo}
      onOpenChange={(next) => {
        if (!next && !pending) onClose();
      }}
      footer={
        <>
          <DialogClose>
            <Button variant="secondary" disabled={pending}>
              Volver
            </Button>
          </DialogClose>
          <Button variant="danger" loading={pending} onClick={() => void confirm()}>
            Cancelar mantenimiento
          </Button>
        </>
      }
    />
  );
}
