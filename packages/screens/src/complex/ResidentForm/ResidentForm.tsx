import type { ApartmentSummary, Resident } from '@horizontal/domain';
import { RecordForm } from '../../shared/FormScreen';
import type { ActionResult, FormState } from '../../shared/forms';
import type { RecordHistoryProps } from '../../shared/RecordHistory';
import { ResidentContactEditor, type ResidentContactValues } from './ResidentContactEditor';
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
  /** POST /residents/create (the app adds buildingId). */
  onSubmit: (values: ResidentValues) => Promise<ActionResult>;
  onSaved: (values: ResidentValues) => void;
  /**
   * PUT /residents/contact (the app adds the id): MODIFY corrects an active resident's e-mail and phone, the only
   * change a resident takes. Absent when the profile may not: MODIFY shows the detail.
   */
  onCorrectContact?: (values: ResidentContactValues) => Promise<ActionResult>;
  onContactCorrected?: (values: ResidentContactValues) => void;
  /** The detail's «Corregir contacto», to MODIFY. */
  onModify?: () => void;
  onCancel: () => void;
  /** /residentes/apartamentos/asociar for the resident shown. */
  onApartments?: () => void;
  /**
   * A former resident of the complejo (inactive) with this CI, from the list: the form offers to reactivate them
   * instead of registering the same person again.
   */
  formerResident?: (identity: string) => Resident | undefined;
  /**
   * The active resident with this CI, from the list: registering them again would be refused, so the form names
   * them and offers their record (`onOpenResident`) instead.
   */
  activeResident?: (identity: string) => Resident | undefined;
  onOpenResident?: (resident: Resident) => void;
  /** PUT /residents/status to activo; absent when the profile may not change a resident's status. */
  onReactivate?: (resident: Resident) => Promise<ActionResult>;
  onReactivated?: (resident: Resident) => void;
  /** Who created the record and who changed it last, at the foot of its detail. */
  history?: RecordHistoryProps;
  onRetry?: () => void;
  onDirtyChange?: (dirty: boolean) => void;
};

/**
 * /residentes/nuevo, a resident's detail, and /residentes/modificar, which corrects only the e-mail and the phone of
 * an active resident: who a resident is stays as registered (SPEC §6).
 */
export function ResidentForm({
  state,
  history,
  onApartments,
  onCorrectContact,
  onContactCorrected,
  onModify,
  ...editor
}: ResidentFormProps) {
  const detail = (resident: Resident) => (
    <ResidentDetail
      resident={resident}
      onApartments={onApartments}
      onModify={resident.status === 'activo' ? onModify : undefined}
    />
  );
  return (
    <RecordForm
      state={state}
      history={history}
      titles={{ DETAIL: 'Residente', MODIFY: 'Corregir contacto' }}
      loadingLabel="Cargando el residente…"
      onRetry={editor.onRetry}
      onBack={editor.onCancel}
      editor={(resident) =>
        resident === null ? (
          <ResidentEditor {...editor} />
        ) : onCorrectContact && resident.status === 'activo' ? (
          <ResidentContactEditor
            resident={resident}
            onSubmit={onCorrectContact}
            onSaved={(values) => onContactCorrected?.(values)}
            onCancel={editor.onCancel}
            onDirtyChange={editor.onDirtyChange}
          />
        ) : (
          detail(resident)
        )
      }
      detail={detail}
    />
  );
}
