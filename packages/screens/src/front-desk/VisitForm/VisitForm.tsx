import type { Visit, VisitApartment } from '@horizontal/domain';
import { RecordForm } from '../../shared/FormScreen';
import type { ActionResult, FormState } from '../../shared/forms';
import type { RecordHistoryProps } from '../../shared/RecordHistory';
import { VisitDetail } from './VisitDetail';
import { VisitEditor } from './VisitEditor';
import type { VisitValues } from './visit-form';

export type VisitFormOptions =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  /** GET /visits/apartments/{complejo}: the units with who lives there, so the porter can check. */
  | { status: 'ready'; apartments: readonly VisitApartment[] };

export type VisitFormProps = {
  state: FormState<Visit>;
  options: VisitFormOptions;
  /** Today on Montevideo's calendar (yyyy-mm-dd): the visit's date to start with. */
  today: string;
  /** The Montevideo clock (hh:mm), read when a visit at the desk is saved: its entry time. */
  now: () => string;
  /** POST /visits/create (the app adds buildingId). */
  onSubmit: (values: VisitValues) => Promise<ActionResult>;
  onSaved: (values: VisitValues) => void;
  /** «Guardar y registrar otra»: saved, and the form starts the next visit with the focus on the unit. */
  onSavedAnother?: (values: VisitValues) => void;
  onCancel: () => void;
  onRetry?: () => void;
  onDirtyChange?: (dirty: boolean) => void;
  /** Who registered it and who changed it last, at the foot of its ficha. */
  history?: RecordHistoryProps;
};

/**
 * /visitas/nuevo registers a visit, at the desk now or announced for later; a visit's ficha (DETAIL). There is no
 * update call (SPEC §7): a registered visit only changes its status, from the list.
 */
export function VisitForm({ state, history, ...editor }: VisitFormProps) {
  return (
    <RecordForm
      state={state}
      history={history}
      titles={{ DETAIL: 'Visita', MODIFY: 'Visita' }}
      loadingLabel="Cargando la visita…"
      onRetry={editor.onRetry}
      onBack={editor.onCancel}
      editor={(visit) => (visit ? <VisitDetail visit={visit} /> : <VisitEditor {...editor} />)}
      detail={(visit) => <VisitDetail visit={visit} />}
    />
  );
}
