import type { Option, Personnel } from '@horizontal/domain';
import { RecordForm } from '../../shared/FormScreen';
import type { ActionResult, FormState } from '../../shared/forms';
import type { RecordHistoryProps } from '../../shared/RecordHistory';
import { PersonnelDetail } from './PersonnelDetail';
import { PersonnelEditor } from './PersonnelEditor';
import type { PersonnelValues } from './personnel-form';

export type PersonnelFormOptions =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  /** GET /general/personnel/type: Portero, Limpiador, Jardinero… */
  | { status: 'ready'; personnelTypes: readonly Option[] };

export type PersonnelFormProps = {
  state: FormState<Personnel>;
  options: PersonnelFormOptions;
  /** POST /personnel/create in CREATE mode (the app adds buildingId), PUT /personnel/update in MODIFY mode (the id). */
  onSubmit: (values: PersonnelValues) => Promise<ActionResult>;
  onSaved: (values: PersonnelValues) => void;
  onCancel: () => void;
  /** From the ficha to /personal/modificar; absent when the profile may not. */
  onEdit?: () => void;
  /** Who created the record and who changed it last, at the foot of its ficha. */
  history?: RecordHistoryProps;
  onRetry?: () => void;
  onDirtyChange?: (dirty: boolean) => void;
};

/** /personal/nuevo and /personal/modificar, and a person's ficha (SPEC §2). */
export function PersonnelForm({ state, history, onEdit, ...editor }: PersonnelFormProps) {
  return (
    <RecordForm
      state={state}
      history={history}
      titles={{ DETAIL: 'Persona del personal', MODIFY: 'Modificar persona' }}
      loadingLabel="Cargando la persona…"
      onRetry={editor.onRetry}
      onBack={editor.onCancel}
      editor={(person) => <PersonnelEditor {...editor} person={person} />}
      detail={(person) => <PersonnelDetail person={person} onEdit={onEdit} />}
    />
  );
}
