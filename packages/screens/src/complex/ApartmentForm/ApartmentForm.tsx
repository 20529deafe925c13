import type { Apartment, Option, Tower } from '@horizontal/domain';
import { RecordForm } from '../../shared/FormScreen';
import type { ActionResult, FormState } from '../../shared/forms';
import type { RecordHistoryProps } from '../../shared/RecordHistory';
import { ApartmentDetail } from './ApartmentDetail';
import { ApartmentEditor } from './ApartmentEditor';
import type { ApartmentValues } from './apartment-form';

export type ApartmentFormOptions =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; towers: readonly Tower[]; unitTypes: readonly Option[] };

export type ApartmentFormProps = {
  state: FormState<Apartment>;
  /** The complejo's towers (GET /towers/findall/{id}) and the unit types of GET /general/data. */
  options: ApartmentFormOptions;
  /** POST /apartments/create in CREATE mode (the app adds buildingId), PUT /apartments/update in MODIFY mode. */
  onSubmit: (values: ApartmentValues) => Promise<ActionResult>;
  onSaved: (values: ApartmentValues) => void;
  /** «Guardar y crear otro» (CREATE only): saved, and the form starts the next unit of the same tower and floor. */
  onSavedAnother?: (values: ApartmentValues) => void;
  onCancel: () => void;
  onEdit?: () => void;
  /** Who created the record and who changed it last, at the foot of its detail. */
  history?: RecordHistoryProps;
  onRetry?: () => void;
  onDirtyChange?: (dirty: boolean) => void;
  /** The sum of the coefficients of the complejo's other units, to warn when this one takes it over 100 %. */
  otherCoefficients?: number;
};

/** /apartamentos/nuevo and /apartamentos/modificar, and a unit's detail (SPEC §2). */
export function ApartmentForm({ state, history, onEdit, ...editor }: ApartmentFormProps) {
  return (
    <RecordForm
      state={state}
      history={history}
      titles={{ DETAIL: 'Apartamento', MODIFY: 'Modificar apartamento' }}
      loadingLabel="Cargando el apartamento…"
      onRetry={editor.onRetry}
      onBack={editor.onCancel}
      editor={(apartment) => <ApartmentEditor {...editor} apartment={apartment} />}
      detail={(apartment) => (
        <ApartmentDetail
          apartment={apartment}
          unitTypes={editor.options.status === 'ready' ? editor.options.unitTypes : []}
          onEdit={onEdit}
        />
      )}
    />
  );
}
