import type { Company } from '@horizontal/domain';
import { RecordForm } from '../../shared/FormScreen';
import type { ActionResult, FormState } from '../../shared/forms';
import type { RecordHistoryProps } from '../../shared/RecordHistory';
import { CompanyDetail } from './CompanyDetail';
import { CompanyEditor } from './CompanyEditor';
import type { CompanyValues } from './company-form';

export type CompanyFormProps = {
  state: FormState<Company>;
  /** POST /companies/create in CREATE mode, PUT /companies/update in MODIFY mode. */
  onSubmit: (values: CompanyValues) => Promise<ActionResult>;
  onSaved: (values: CompanyValues) => void;
  onCancel: () => void;
  /** DETAIL → MODIFY. */
  onEdit?: () => void;
  /** Who created the record and who changed it last, at the foot of its detail. */
  history?: RecordHistoryProps;
  onRetry?: () => void;
  onDirtyChange?: (dirty: boolean) => void;
};

/** /administradoras/nuevo and /administradoras/modificar, and an administradora's detail (SPEC §2). */
export function CompanyForm({ state, history, onEdit, ...editor }: CompanyFormProps) {
  return (
    <RecordForm
      state={state}
      history={history}
      titles={{ DETAIL: 'Administradora', MODIFY: 'Modificar administradora' }}
      loadingLabel="Cargando la administradora…"
      onRetry={editor.onRetry}
      onBack={editor.onCancel}
      editor={(company) => <CompanyEditor {...editor} company={company} />}
      detail={(company) => <CompanyDetail company={company} onEdit={onEdit} />}
    />
  );
}
