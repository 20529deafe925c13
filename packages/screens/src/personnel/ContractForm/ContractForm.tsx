import type { Contract, Personnel } from '@horizontal/domain';
import { RecordForm } from '../../shared/FormScreen';
import type { ActionResult, FormState } from '../../shared/forms';
import type { RecordHistoryProps } from '../../shared/RecordHistory';
import { ContractDetail } from './ContractDetail';
import { ContractEditor } from './ContractEditor';
import type { ContractUploader, ContractValues } from './contract-form';

export type ContractFormOptions =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  /** GET /personnel/findall/{id}: the staff, of whom those not desvinculados may get a contract. */
  | { status: 'ready'; personnel: readonly Personnel[] };

export type ContractFormProps = {
  /** CREATE or DETAIL: there is no update call for contracts, so MODIFY shows the ficha too. */
  state: FormState<Contract>;
  options: ContractFormOptions;
  /** Montevideo's day (yyyy-mm-dd): a new contract starts on it unless another day is chosen. */
  today: string;
  /** Uploads the signed contract and resolves with its storage key (see ContractUploader). */
  onUpload: ContractUploader;
  /** POST /contracts/create (the app adds buildingId). */
  onSubmit: (values: ContractValues) => Promise<ActionResult>;
  onSaved: (values: ContractValues) => void;
  onCancel: () => void;
  onRetry?: () => void;
  onDirtyChange?: (dirty: boolean) => void;
  /** Downloads the signed contract from its ficha; absent when the app cannot. */
  onDownload?: (contract: Contract) => Promise<ActionResult>;
  /** Who created it, at the foot of its ficha. */
  history?: RecordHistoryProps;
};

/**
 * /contratos/nuevo writes a person's work contract, with its signed copy; a contract's ficha (DETAIL). Nothing of a
 * contract is edited afterwards: its status changes from the list.
 */
export function ContractForm({ state, history, onDownload, ...editor }: ContractFormProps) {
  return (
    <RecordForm
      state={state}
      history={history}
      titles={{ DETAIL: 'Contrato', MODIFY: 'Contrato' }}
      loadingLabel="Cargando el contrato…"
      onRetry={editor.onRetry}
      onBack={editor.onCancel}
      editor={(contract) =>
        contract ? <ContractDetail contract={contract} onDownload={onDownload} /> : <ContractEditor {...editor} />
      }
      detail={(contract) => <ContractDetail contract={contract} onDownload={onDownload} />}
    />
  );
}
