import type { Building, City, Option, State, Tower } from '@horizontal/domain';
import { RecordForm } from '../../shared/FormScreen';
import type { ActionResult, FormState } from '../../shared/forms';
import type { RecordHistoryProps } from '../../shared/RecordHistory';
import { BuildingDetail } from './BuildingDetail';
import { BuildingEditor } from './BuildingEditor';
import type { BuildingSubmission } from './building-form';

export type BuildingFormOptions =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; companies: readonly Option[]; cities: readonly City[]; states: readonly State[] };

export type BuildingTowersState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; towers: readonly Tower[] };

export type BuildingFormProps = {
  state: FormState<Building>;
  /** The administradora a new complejo starts with: the one whose list it was created from. */
  companyId?: number | null;
  /** The complejo's towers, shown in its detail (GET /towers/findall/{id}). */
  towers?: BuildingTowersState;
  /** The administradoras and cities to choose from (GET /companies/findall, GET /general/data). */
  options: BuildingFormOptions;
  /** POST /buildings/create (then POST /towers/create per tower) or PUT /buildings/update. */
  onSubmit: (submission: BuildingSubmission) => Promise<ActionResult>;
  onSaved: (submission: BuildingSubmission) => void;
  onCancel: () => void;
  onEdit?: () => void;
  /** /complejos/torres of this complejo, from MODIFY and DETAIL. */
  onTowers?: () => void;
  /** Who created the record and who changed it last, at the foot of its detail. */
  history?: RecordHistoryProps;
  onRetry?: () => void;
  onDirtyChange?: (dirty: boolean) => void;
};

/** /complejos/nuevo and /complejos/modificar, and a complejo's detail (SPEC §2). */
export function BuildingForm({ state, history, onEdit, towers, ...editor }: BuildingFormProps) {
  return (
    <RecordForm
      state={state}
      history={history}
      titles={{ DETAIL: 'Complejo', MODIFY: 'Modificar complejo' }}
      loadingLabel="Cargando el complejo…"
      onRetry={editor.onRetry}
      onBack={editor.onCancel}
      editor={(building) => <BuildingEditor {...editor} building={building} />}
      detail={(building) => (
        <BuildingDetail
          building={building}
          towers={towers}
          options={editor.options}
          onRetry={editor.onRetry}
          onEdit={onEdit}
          onTowers={editor.onTowers}
        />
      )}
    />
  );
}
