import type { Assembly } from '@horizontal/domain';
import { RecordForm } from '../../shared/FormScreen';
import type { ActionResult, FormState } from '../../shared/forms';
import type { RecordHistoryProps } from '../../shared/RecordHistory';
import { AssemblyDetail } from './AssemblyDetail';
import { AssemblyEditor } from './AssemblyEditor';
import type { AssemblyValues } from './assembly-form';

export type AssemblyFormProps = {
  /** CREATE or DETAIL: there is no update call for assemblies (SPEC §7), so MODIFY shows the ficha too. */
  state: FormState<Assembly>;
  /** POST /assemblies/create (the app adds buildingId). */
  onSubmit: (values: AssemblyValues) => Promise<ActionResult>;
  onSaved: (values: AssemblyValues) => void;
  onCancel: () => void;
  onRetry?: () => void;
  onDirtyChange?: (dirty: boolean) => void;
  /** From the ficha to the assembly's page of attendance and resolutions. */
  onOpenPage?: () => void;
  /** Who called it, at the foot of its ficha. */
  history?: RecordHistoryProps;
};

/**
 * /asambleas/nuevo calls an assembly; an assembly's ficha (DETAIL). Nothing of a called assembly is edited here: its
 * attendance and resolutions are recorded on its page, and one called by mistake is deleted from the list.
 */
export function AssemblyForm({ state, history, onOpenPage, ...editor }: AssemblyFormProps) {
  return (
    <RecordForm
      state={state}
      history={history}
      titles={{ DETAIL: 'Asamblea', MODIFY: 'Asamblea' }}
      loadingLabel="Cargando la asamblea…"
      onRetry={editor.onRetry}
      onBack={editor.onCancel}
      editor={(assembly) =>
        assembly ? <AssemblyDetail assembly={assembly} onOpenPage={onOpenPage} /> : <AssemblyEditor {...editor} />
      }
      detail={(assembly) => <AssemblyDetail assembly={assembly} onOpenPage={onOpenPage} />}
    />
  );
}
