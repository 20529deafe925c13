import type { LeaveBalanceRow, License, LicenseType, Personnel } from '@horizontal/domain';
import { RecordForm } from '../../shared/FormScreen';
import type { ActionResult, FormState } from '../../shared/forms';
import type { RecordHistoryProps } from '../../shared/RecordHistory';
import { LicenseDetail } from './LicenseDetail';
import { LicenseEditor } from './LicenseEditor';
import type { LicenseValues } from './license-form';

export type LicenseFormOptions =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | {
      status: 'ready';
      /** GET /personnel/findall/{id}: the staff, of whom those not desvinculados may take a license. */
      personnel: readonly Personnel[];
      /** GET /licenses/type/{id}: the complejo's kinds of leave, with their top of days and which is the annual one. */
      licenseTypes: readonly LicenseType[];
      /** The `balances` of GET /licenses/findall/{id}: each person's annual leave, to show what is left. */
      balances: readonly LeaveBalanceRow[];
    };

export type LicenseFormProps = {
  /** CREATE or DETAIL: there is no update call for licenses, so MODIFY shows the ficha too. */
  state: FormState<License>;
  options: LicenseFormOptions;
  /** Montevideo's day (yyyy-mm-dd): a new license starts on it unless another day is chosen. */
  today: string;
  /** POST /licenses/create (the app adds buildingId); the license is created pendiente. */
  onSubmit: (values: LicenseValues) => Promise<ActionResult>;
  onSaved: (values: LicenseValues) => void;
  onCancel: () => void;
  onRetry?: () => void;
  onDirtyChange?: (dirty: boolean) => void;
  /** Who registered it, at the foot of its ficha. */
  history?: RecordHistoryProps;
};

/**
 * /licencias/nuevo registers a leave of a person of the staff, which then waits for approval; a license's ficha
 * (DETAIL). A license is approved, refused or cancelled from the list.
 */
export function LicenseForm({ state, history, ...editor }: LicenseFormProps) {
  const types = editor.options.status === 'ready' ? editor.options.licenseTypes : [];
  return (
    <RecordForm
      state={state}
      history={history}
      titles={{ DETAIL: 'Licencia', MODIFY: 'Licencia' }}
      loadingLabel="Cargando la licencia…"
      onRetry={editor.onRetry}
      onBack={editor.onCancel}
      editor={(license) =>
        license ? <LicenseDetail license={license} licenseTypes={types} /> : <LicenseEditor {...editor} />
      }
      detail={(license) => <LicenseDetail license={license} licenseTypes={types} />}
    />
  );
}
