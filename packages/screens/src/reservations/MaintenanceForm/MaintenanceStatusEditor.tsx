import { formatIsoDate, type Maintenance, type MaintenanceStatus, maintenanceStatusLabels } from '@horizontal/domain';
import { Card, DescriptionList, InlineAlert, RadioGroup, StatusBadge } from '@horizontal/ui';
import { type FormEvent, useRef, useState } from 'react';
import { FormActions } from '../../shared/FormActions';
import { FormScreen } from '../../shared/FormScreen';
import { FormSection } from '../../shared/FormSection';
import { useSubmission } from '../../shared/forms';
import * as layout from '../../shared/layout.css';
import { maintenanceStatusBadges } from '../labels';
import { CancelMaintenanceDialog } from '../MaintenancesList/CancelMaintenanceDialog';
import type { MaintenanceFormProps } from './MaintenanceForm';
import { areaLabel, finalStatusNote, hoursLabel, nextStatuses } from './maintenance-form';

export type MaintenanceStatusEditorProps = Pick<MaintenanceFormProps, 'onStatusChange' | 'onCancel'> & {
  maintenance: Maintenance;
};

const missingChoice = 'Elija el nuevo estado.';

/**
 * /mantenimientos/modificar: the server has no update of a maintenance (SPEC §7), so its one change is of status,
 * among those maintenanceTransitions allows; cancelling asks first, as everywhere.
 */
export function MaintenanceStatusEditor({ maintenance, onStatusChange, onCancel }: MaintenanceStatusEditorProps) {
  const [status, setStatus] = useState('');
  const [shownError, setShownError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [saved, setSaved] = useState<{ title: string; message: string } | null>(null);
  const { submitting, serverError, run } = useSubmission();
  const submitButton = useRef<HTMLElement | null>(null);
  const group = useRef<HTMLDivElement>(null);
  const allowed = nextStatuses(maintenance);
  const badge = maintenanceStatusBadges[maintenance.status];

  const change = async (next: MaintenanceStatus) => {
    if (!onStatusChange) return;
    setSaved(null);
    const result = await run(() => onStatusChange(next));
    if (result?.ok) {
      setSaved({
        title: `«${maintenance.title}» quedó ${maintenanceStatusLabels[next].toLowerCase()}`,
        message: result.message ?? '',
      });
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    submitButton.current = (event.nativeEvent as SubmitEvent).submitter as HTMLElement | null;
    if (status === '') {
      setShownError(missingChoice);
      group.current?.querySelector<HTMLElement>('button[role="radio"], input[type="radio"]')?.focus();
      return;
    }
    if (status === 'cancelado') setConfirming(true);
    else void change(status as MaintenanceStatus);
  };

  const title = 'Cambiar estado del mantenimiento';
  return (
    <FormScreen title={title} description={maintenance.title} serverError={serverError}>
      {saved && (
        <InlineAlert tone="success" title={saved.title}>
          {saved.message}
        </InlineAlert>
      )}
      <Card title="Mantenimiento">
        <DescriptionList
          items={[
            {
              term: 'Fecha',
              description: `${formatIsoDate(maintenance.date)}, ${hoursLabel(maintenance).toLowerCase()}`,
            },
            { term: 'Área común', description: areaLabel(maintenance) },
            { term: 'Estado actual', description: <StatusBadge label={badge.label} tone={badge.tone} /> },
          ]}
        />
      </Card>
      {allowed.length === 0 || !onStatusChange ? (
        <InlineAlert tone="info">
          {allowed.length === 0 ? finalStatusNote(maintenance.status) : 'Su perfil no permite cambiar el estado.'}
        </InlineAlert>
      ) : (
        <form className={layout.form} onSubmit={submit} noValidate aria-label={title}>
          <FormSection title="Cambio de estado" columns={1}>
            <div ref={group}>
              <RadioGroup
                label="Nuevo estado"
                name="status"
                required
                value={status}
                onChange={(next) => {
                  setStatus(next);
                  setShownError(null);
                }}
                error={shownError ?? undefined}
                hint="Los datos del mantenimiento no se modifican: se agenda otro si cambian."
                options={allowed.map((next) => ({ value: next, label: maintenanceStatusLabels[next] }))}
              />
            </div>
          </FormSection>
          <FormActions submitLabel="Guardar" submitting={submitting} dirty={status !== ''} onCancel={onCancel} />
        </form>
      )}
      <CancelMaintenanceDialog
        maintenance={maintenance}
        open={confirming}
        onClose={() => setConfirming(false)}
        onConfirm={() => change('cancelado')}
        returnFocusTo={() => submitButton.current}
      />
    </FormScreen>
  );
}
