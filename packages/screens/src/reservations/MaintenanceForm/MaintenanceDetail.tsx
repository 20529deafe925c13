import { formatCurrency, formatIsoDate, type Maintenance } from '@horizontal/domain';
import { Button, Card, DescriptionList, StatusBadge } from '@horizontal/ui';
import { useRef } from 'react';
import { FormScreen } from '../../shared/FormScreen';
import { maintenanceStatusBadges } from '../labels';
import { useMaintenanceStatus } from '../MaintenancesList/useMaintenanceStatus';
import type { MaintenanceFormProps } from './MaintenanceForm';
import { finalStatusNote, hoursLabel } from './maintenance-form';

export type MaintenanceDetailProps = Pick<MaintenanceFormProps, 'onStatusChange' | 'onModify'> & {
  maintenance: Maintenance;
};

/**
 * A maintenance as read, with the status changes its status allows as buttons (the same rules and the same
 * confirmation as the list's rows) when the profile may make them.
 */
export function MaintenanceDetail({ maintenance, onStatusChange, onModify }: MaintenanceDetailProps) {
  const cancelButton = useRef<HTMLButtonElement>(null);
  const status = useMaintenanceStatus({
    change: onStatusChange && ((_, next) => onStatusChange(next)),
    // The ficha's own «Cancelar»; once the app shows the cancelled record it is gone, and focus is left to the page.
    returnFocusTo: () => cancelButton.current,
  });
  const badge = maintenanceStatusBadges[maintenance.status];
  const actions = status.actions(maintenance);
  return (
    <FormScreen
      title={maintenance.title}
      description="Mantenimiento"
      meta={<StatusBadge label={badge.label} tone={badge.tone} />}
      actions={
        <>
          {actions.map((action) => (
            <Button
              key={action.status}
              ref={action.status === 'cancelado' ? cancelButton : undefined}
              variant={action.tone === 'danger' ? 'danger' : 'secondary'}
              onClick={action.onSelect}
            >
              {action.label}
            </Button>
          ))}
          {onModify && (
            <Button variant="secondary" onClick={onModify}>
              Cambiar estado
            </Button>
          )}
        </>
      }
    >
      {status.notice}
      {onStatusChange && actions.length === 0 && <p>{finalStatusNote(maintenance.status)}</p>}
      <Card title="Fecha y horario">
        <DescriptionList
          items={[
            { term: 'Fecha', description: formatIsoDate(maintenance.date) },
            { term: 'Horario', description: hoursLabel(maintenance) },
            {
              term: 'Área común',
              description: maintenance.commonArea
                ? `${maintenance.commonArea}: no se puede reservar en ese horario mientras esté pendiente o en curso`
                : 'Todo el complejo: no bloquea reservas',
            },
          ]}
        />
      </Card>
      <Card title="Proveedor y costo">
        <DescriptionList
          items={[
            { term: 'Proveedor', description: maintenance.provider || 'Sin proveedor' },
            { term: 'Costo', description: maintenance.cost === 0 ? 'Sin costo' : formatCurrency(maintenance.cost) },
            { term: 'Frecuencia', description: maintenance.frequency ?? 'Sin frecuencia' },
            { term: 'Descripción', description: maintenance.description || 'Sin descripción' },
          ]}
        />
      </Card>
      {status.dialog}
    </FormScreen>
  );
}
