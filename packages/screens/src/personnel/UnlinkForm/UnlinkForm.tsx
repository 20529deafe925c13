import type { Contract, Personnel, Unlink } from '@horizontal/domain';
import { RecordForm } from '../../shared/FormScreen';
import type { ActionResult, FormState } from '../../shared/forms';
import type { RecordHistoryProps } from '../../shared/RecordHistory';
import { UnlinkDetail } from './UnlinkDetail';
import { UnlinkEditor } from './UnlinkEditor';
import type { UnlinkValues } from './unlink-form';

export type UnlinkFormOptions =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | {
      status: 'ready';
      /** GET /personnel/findall/{id}: the staff, of whom those not desvinculados may be. */
      personnel: readonly Personnel[];
      /** GET /contracts/findall/{id}: to show which contract the desvinculación finishes. */
      contracts: readonly Contract[];
    };

export type UnlinkFormProps = {
  /** CREATE or DETAIL: there is no update call for desvinculaciones, so MODIFY shows the ficha too. */
  state: FormState<Unlink>;
  options: UnlinkFormOptions;
  /** Montevideo's day (yyyy-mm-dd): the desvinculación's day unless another is chosen. */
  today: string;
  /** POST /unlink/create (the app adds buildingId); it also finishes the contract and sets the person desvinculado. */
  onSubmit: (values: UnlinkValues) => Promise<ActionResult>;
  onSaved: (values: UnlinkValues) => void;
  onCancel: () => void;
  onRetry?: () => void;
  onDirtyChange?: (dirty: boolean) => void;
  /** Who registered it, at the foot of its ficha. */
  history?: RecordHistoryProps;
};

/**
 * /desvinculaciones/nuevo registers that a person stops working at the complejo, which finishes their contract in
 * force and is final; a desvinculación's ficha (DETAIL).
 */
export function UnlinkForm({ state, history, ...editor }: UnlinkFormProps) {
  const contracts = editor.options.status === 'ready' ? editor.options.contracts : [];
  return (
    <RecordForm
      state={state}
      history={history}
      titles={{ DETAIL: 'Desvinculación', MODIFY: 'Desvinculación' }}
      loadingLabel="Cargando la desvinculación…"
      onRetry={editor.onRetry}
      onBack={editor.onCancel}
      editor={(unlink) =>
        unlink ? <UnlinkDetail unlink={unlink} contracts={contracts} /> : <UnlinkEditor {...editor} />
      }
      detail={(unlink) => <UnlinkDetail unlink={unlink} contracts={contracts} />}
    />
  );
}
