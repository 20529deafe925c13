import type { AvailableDay, Frequency, Maintenance, MaintenanceStatus } from '@horizontal/domain';
import { RecordForm } from '../../shared/FormScreen';
import type { ActionResult, FormState } from '../../shared/forms';
import type { RecordHistoryProps } from '../../shared/RecordHistory';
import type { Loaded } from '../calendar';
import { MaintenanceDetail } from './MaintenanceDetail';
import { MaintenanceEditor } from './MaintenanceEditor';
import { MaintenanceStatusEditor } from './MaintenanceStatusEditor';
import type { MaintenanceArea, MaintenanceValues } from './maintenance-form';

export type MaintenanceFormOptions =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  /** The complejo's common areas (GET /commonareas/findall) and GET /general/frequency. */
  | { status: 'ready'; areas: readonly MaintenanceArea[]; frequencies: readonly Frequency[] };

export type MaintenanceFormProps = {
  state: FormState<Maintenance>;
  options: MaintenanceFormOptions;
  /** Today on Montevideo's calendar (yyyy-mm-dd): no work is scheduled before it. */
  today: string;
  /** POST /maintenances/disabled for the area and the month shown: days already taken by other maintenances. */
  loadDisabledDays: (request: { commonAreaId: number; from: string; to: string }) => Promise<Loaded<string[]>>;
  /** POST /maintenances/available for the area and the month shown: each day with the turns still free of bookings. */
  loadAvailableDays: (request: { commonAreaId: number; from: string; to: string }) => Promise<Loaded<AvailableDay[]>>;
  /** POST /maintenances/create (the app adds buildingId). */
  onSubmit: (values: MaintenanceValues) => Promise<ActionResult>;
  onSaved: (values: MaintenanceValues) => void;
  /** POST /maintenances/status for the record shown; absent when the profile may not. */
  onStatusChange?: (status: MaintenanceStatus) => Promise<ActionResult>;
  /** From the ficha to the change of status (MODIFY). */
  onModify?: () => void;
  onCancel: () => void;
  onRetry?: () => void;
  onDirtyChange?: (dirty: boolean) => void;
  /** Who created the record and who changed it last, at the foot of its ficha. */
  history?: RecordHistoryProps;
};

/**
 * /mantenimientos/nuevo schedules one; /mantenimientos/modificar shows its ficha (DETAIL) or changes its status
 * (MODIFY): there is no update call on the server (SPEC §7), so a scheduled maintenance never changes its fields.
 */
export function MaintenanceForm({ state, history, onStatusChange, onModify, ...editor }: MaintenanceFormProps) {
  return (
    <RecordForm
      state={state}
      history={history}
      titles={{ DETAIL: 'Mantenimiento', MODIFY: 'Cambiar estado del mantenimiento' }}
      loadingLabel="Cargando el mantenimiento…"
      onRetry={editor.onRetry}
      onBack={editor.onCancel}
      editor={(maintenance) =>
        maintenance ? (
          <MaintenanceStatusEditor
            maintenance={maintenance}
            onStatusChange={onStatusChange}
            onCancel={editor.onCancel}
          />
        ) : (
          <MaintenanceEditor {...editor} />
        )
      }
      detail={(maintenance) => (
        <MaintenanceDetail maintenance={maintenance} onStatusChange={onStatusChange} onModify={onModify} />
      )}
    />
  );
}
