import type { ApartmentSummary, Resident } from '@horizontal/domain';
import { RecordForm } from '../../shared/FormScreen';
import type { ActionResult, FormState } from '../../shared/forms';
import { ResidentDetail } from './ResidentDetail';
import { ResidentEditor } from './ResidentEditor';
import type { ResidentValues } from './resident-form';

export type ResidentFormOptions =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; apartments: readonly ApartmentSummary[] };

export type ResidentFormProps = {
  state: FormState<Resident>;
  /** The complejo's units (POST /general/apartments/{id}), to associate the new resident with one at once. */
  options: ResidentFormOptions;
  /** POST /residents/create (the app adds buildingId). Residents have no update (SPEC §6). */
  onSubmit: (values: ResidentValues) => Promise<ActionResult>;
  onSaved: (values: ResidentValues) => void;
  onCancel: () => void;
  /** /residentes/apartamentos/asociar for the resident shown. */
  onApartments?: () => void;
  /**
   * A former resident of the complejo (inactive) with this CI, from the list: the form offers to reactivate them
   * instead of registering the same person again.
   */
  formerResident?: (identity: string) => Resident | undefined;
  /** PUT /residents/status to activo; absent when the profile may not change a resident's status. */
  onReactivate?: (resident: Resident) => Promise<ActionResult>;
  onReactivated?: (resident: Resident) => void;
  onRetry?: () => void;
  onDirtyChange?: (dirty: boolean) => void;
};

/** /residentes/nuevo, and a resident's detail (also at /residentes/modificar, which cannot edit) (SPEC §2). */
export function ResidentForm({ state, onApartments, ...editor }: ResidentFormProps) {
  return (
    <RecordForm
      state={state}
      titles={{ DETAIL: 'Residente', MODIFY: 'Residente' }}
      loadingLabel="Cargando el residente…"
      onRetry={editor.onRetry}
      onBack={editor.onCancel}
      editor={() => <ResidentEditor {...editor} />}
      detail={(resident) => <ResidentDetail resident={resident} onApartments={onApartments} />}
      readOnly
    />
  );
}
