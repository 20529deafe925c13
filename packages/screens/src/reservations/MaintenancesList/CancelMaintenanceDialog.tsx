import { type Maintenance, sentence } from '@horizontal/domain';
import { RowActionDialog } from '../../shared/RowActionDialog';
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
 * Asks before cancelling a maintenance, naming it (title, area, date and hours); the list's rows and the ficha ask
 * in the same words.
 */
export function CancelMaintenanceDialog({
  maintenance,
  open,
  onClose,
  onConfirm,
  returnFocusTo,
}: CancelMaintenanceDialogProps) {
  return (
    <RowActionDialog
      open={open && maintenance !== null}
      title={maintenance ? `¿Cancelar el mantenimiento «${maintenance.title}»?` : ''}
      description={
        maintenance
          ? `${sentence(maintenanceSummary(maintenance))} Deja de bloquear el área y no se puede volver a activar.`
          : undefined
      }
      confirmLabel="Cancelar mantenimiento"
      tone="danger"
      onClose={onClose}
      onConfirm={async () => {
        if (maintenance) await onConfirm(maintenance);
      }}
      returnFocusTo={returnFocusTo}
    />
  );
}
