import type { CommonArea } from '@horizontal/domain';
import { RecordForm } from '../../shared/FormScreen';
import type { ActionResult, FormState } from '../../shared/forms';
import type { RecordHistoryProps } from '../../shared/RecordHistory';
import { CommonAreaDetail } from './CommonAreaDetail';
import { CommonAreaEditor } from './CommonAreaEditor';
import type { CommonAreaValues } from './common-area-form';

export type CommonAreaFormProps = {
  state: FormState<CommonArea>;
  /** POST /commonareas/create in CREATE mode (the app adds buildingId), PUT /commonareas/update in MODIFY mode. */
  onSubmit: (values: CommonAreaValues) => Promise<ActionResult>;
  onSaved: (values: CommonAreaValues) => void;
  onCancel: () => void;
  onEdit?: () => void;
  /** Who created the record and who changed it last, at the foot of its detail. */
  history?: RecordHistoryProps;
  onRetry?: () => void;
  onDirtyChange?: (dirty: boolean) => void;
};

/** /areascomunes/nuevo and /areascomunes/modificar, and a common area's detail (SPEC §2). */
export function CommonAreaForm({ state, history, onEdit, ...editor }: CommonAreaFormProps) {
  return (
    <RecordForm
      state={state}
      history={history}
      titles={{ DETAIL: 'Área común', MODIFY: 'Modificar área común' }}
      loadingLabel="Cargando el área común…"
      onRetry={editor.onRetry}
      onBack={editor.onCancel}
      editor={(area) => <CommonAreaEditor {...editor} area={area} />}
      detail={(area) => <CommonAreaDetail area={area} onEdit={onEdit} />}
    />
  );
}
