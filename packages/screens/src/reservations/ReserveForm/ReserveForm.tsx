import type {
  ApartmentOption,
  CommonArea,
  Reserve,
  ReserveStatus,
  Resident,
  TurnAvailability,
} from '@horizontal/domain';
import { RecordForm } from '../../shared/FormScreen';
import type { ActionResult, FormState } from '../../shared/forms';
import type { RecordHistoryProps } from '../../shared/RecordHistory';
import type { Loaded } from '../calendar';
import { ReserveDetail } from './ReserveDetail';
import { ReserveEditor } from './ReserveEditor';
import { ReserveStatusEditor } from './ReserveStatusEditor';
import type { ReserveValues } from './reserve-form';

export type ReserveFormOptions =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | {
      status: 'ready';
      /** The complejo's active common areas, with their turns, price, approval, booking window and monthly limit. */
      areas: readonly CommonArea[];
      /** POST /general/apartments. */
      apartments: readonly ApartmentOption[];
      /** Only when the profile may read them: who of the unit asks for the booking. */
      residents?: readonly Resident[];
    };

export type ReserveFormProps = {
  state: FormState<Reserve>;
  options: ReserveFormOptions;
  /** The moment that decides today, the booking window and which status changes are still allowed (Montevideo). */
  now: Date;
  /** POST /reserves/disabled for the area and the month shown (from/to = first and last day of the month). */
  loadDisabledDays: (request: { commonAreaId: number; from: string; to: string }) => Promise<Loaded<string[]>>;
  /** POST /reserves/turns/available for the area and the day chosen. */
  loadTurns: (request: { commonAreaId: number; date: string }) => Promise<Loaded<TurnAvailability[]>>;
  /** POST /reserves/create (the app adds buildingId). */
  onSubmit: (values: ReserveValues) => Promise<ActionResult>;
  onSaved: (values: ReserveValues) => void;
  /** POST /reserves/status for the record; absent when the profile may not. */
  onStatusChange?: (status: ReserveStatus) => Promise<ActionResult>;
  /** After MODIFY saved the new status, e.g. back to the ficha; without it the editor says it was saved. */
  onStatusChanged?: (status: ReserveStatus) => void;
  /** DELETE /reserves/delete/{id}; absent when the profile may not. */
  onDelete?: () => Promise<ActionResult>;
  /** «Cambiar estado» in DETAIL: to MODIFY. */
  onModify?: () => void;
  onCancel: () => void;
  onRetry?: () => void;
  onDirtyChange?: (dirty: boolean) => void;
  history?: RecordHistoryProps;
};

/** /reservas/nuevo (the booking) and /reservas/modificar (its ficha, and the change of its status), SPEC §2. */
export function ReserveForm({
  state,
  history,
  now,
  onStatusChange,
  onStatusChanged,
  onDelete,
  onModify,
  onCancel,
  onRetry,
  onDirtyChange,
  ...editor
}: ReserveFormProps) {
  return (
    <RecordForm
      state={state}
      history={history}
      titles={{ DETAIL: 'Reserva', MODIFY: 'Cambiar el estado de la reserva' }}
      loadingLabel="Cargando la reserva…"
      onRetry={onRetry}
      onBack={onCancel}
      editor={(reserve) =>
        reserve ? (
          <ReserveStatusEditor
            reserve={reserve}
            now={now}
            onStatusChange={onStatusChange}
            onSaved={onStatusChanged}
            onCancel={onCancel}
            onDirtyChange={onDirtyChange}
          />
        ) : (
          <ReserveEditor {...editor} now={now} onCancel={onCancel} onRetry={onRetry} onDirtyChange={onDirtyChange} />
        )
      }
      detail={(reserve) => (
        <ReserveDetail
          reserve={reserve}
          now={now}
          onStatusChange={onStatusChange}
          onDelete={onDelete}
          onModify={onModify}
        />
      )}
    />
  );
}
