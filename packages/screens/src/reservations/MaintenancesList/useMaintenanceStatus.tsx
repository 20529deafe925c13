import { type Maintenance, type MaintenanceStatus, maintenanceStatusLabels } from '@horizontal/domain';
import { InlineAlert } from '@horizontal/ui';
import { useState } from 'react';
import { type ActionResult, settle } from '../../shared/forms';
import { nextStatuses, transitionVerbs } from '../MaintenanceForm/maintenance-form';
import { CancelMaintenanceDialog } from './CancelMaintenanceDialog';

export type MaintenanceStatusChange = (maintenance: Maintenance, status: MaintenanceStatus) => Promise<ActionResult>;

type Notice = { tone: 'success' | 'danger'; title: string; message: string };

export type MaintenanceStatusAction = {
  status: MaintenanceStatus;
  label: string;
  tone: 'default' | 'danger';
  onSelect: () => void;
};

/**
 * The status changes of maintenanceTransitions, for the list's rows and the ficha's buttons: «Iniciar» and
 * «Finalizar» go at once, «Cancelar» asks first. What the server answered, success or refusal, is told above.
 * Without `change` (a profile that may not) nothing is offered.
 */
export function useMaintenanceStatus({
  change,
  returnFocusTo,
}: {
  change?: MaintenanceStatusChange;
  /** Where focus goes when the cancellation's dialog closes. */
  returnFocusTo: (maintenance: Maintenance) => HTMLElement | null | undefined;
}) {
  const [asking, setAsking] = useState<Maintenance | null>(null);
  const [open, setOpen] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);

  const run = async (maintenance: Maintenance, status: MaintenanceStatus, apply: MaintenanceStatusChange) => {
    setNotice(null);
    const result = await settle(() => apply(maintenance, status));
    setNotice(
      result.ok
        ? {
            tone: 'success',
            title: `«${maintenance.title}» quedó ${maintenanceStatusLabels[status].toLowerCase()}`,
            message: result.message ?? '',
          }
        : { tone: 'danger', title: 'No se pudo cambiar el estado', message: result.message },
    );
  };

  const request = (maintenance: Maintenance, status: MaintenanceStatus, apply: MaintenanceStatusChange) => {
    if (status !== 'cancelado') {
      void run(maintenance, status, apply);
      return;
    }
    setNotice(null);
    setAsking(maintenance);
    setOpen(true);
  };

  const actions = (maintenance: Maintenance): MaintenanceStatusAction[] =>
    change
      ? nextStatuses(maintenance).map((status) => ({
          status,
          label: transitionVerbs[status],
          tone: status === 'cancelado' ? 'danger' : 'default',
          onSelect: () => request(maintenance, status, change),
        }))
      : [];

  const dialog = change && (
    <CancelMaintenanceDialog
      maintenance={asking}
      open={open}
      onClose={() => setOpen(false)}
      onConfirm={(maintenance) => run(maintenance, 'cancelado', change)}
      returnFocusTo={() => (asking ? returnFocusTo(asking) : undefined)}
    />
  );

  const noticeElement = notice && (
    <InlineAlert tone={notice.tone} title={notice.title}>
      {notice.message}
    </InlineAlert>
  );

  return { actions, dialog, notice: noticeElement };
}
