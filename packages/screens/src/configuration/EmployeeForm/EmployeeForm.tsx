import type { Employee, Option, Role } from '@horizontal/domain';
import { RecordForm } from '../../shared/FormScreen';
import type { ActionResult, FormState } from '../../shared/forms';
import type { RecordHistoryProps } from '../../shared/RecordHistory';
import { EmployeeDetail } from './EmployeeDetail';
import { EmployeeEditor } from './EmployeeEditor';
import type { EmployeeValues } from './employee-form';

export type EmployeeFormOptions =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; roles: readonly Role[]; buildings: readonly Option[] };

export type EmployeeFormProps = {
  state: FormState<Employee>;
  /** The administradora's profiles (GET /roles/findall/{id}) and complejos. */
  options: EmployeeFormOptions;
  /** POST /employees/create in CREATE mode (the app adds companyId), PUT /employees/update in MODIFY mode. */
  onSubmit: (values: EmployeeValues) => Promise<ActionResult>;
  onSaved: (values: EmployeeValues) => void;
  onCancel: () => void;
  onEdit?: () => void;
  /** Who created the record and who changed it last, at the foot of its detail. */
  history?: RecordHistoryProps;
  onRetry?: () => void;
  onDirtyChange?: (dirty: boolean) => void;
};

/** /empleados/nuevo and /empleados/modificar, and an employee's detail (SPEC §2). */
export function EmployeeForm({ state, history, onEdit, ...editor }: EmployeeFormProps) {
  return (
    <RecordForm
      state={state}
      history={history}
      titles={{ DETAIL: 'Empleado', MODIFY: 'Modificar empleado' }}
      loadingLabel="Cargando el empleado…"
      onRetry={editor.onRetry}
      onBack={editor.onCancel}
      editor={(employee) => <EmployeeEditor {...editor} employee={employee} />}
      detail={(employee) => <EmployeeDetail employee={employee} onEdit={onEdit} />}
    />
  );
}
