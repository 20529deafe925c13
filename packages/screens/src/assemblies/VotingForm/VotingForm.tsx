import type { Assembly, Voting } from '@horizontal/domain';
import { RecordForm } from '../../shared/FormScreen';
import type { ActionResult, FormState } from '../../shared/forms';
import type { RecordHistoryProps } from '../../shared/RecordHistory';
import { VotingEditor } from './VotingEditor';
import { VotingRecord } from './VotingRecord';
import type { VotingValues } from './voting-form';

export type VotingFormOptions =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  /** The complejo's assemblies (POST /assemblies/findall), for a voting held in one of them. */
  | { status: 'ready'; assemblies: readonly Assembly[] };

export type VotingFormProps = {
  state: FormState<Voting>;
  options: VotingFormOptions;
  /** POST /votings/create (the app adds buildingId). */
  onSubmit: (values: VotingValues) => Promise<ActionResult>;
  onSaved: (values: VotingValues) => void;
  onCancel: () => void;
  onRetry?: () => void;
  onDirtyChange?: (dirty: boolean) => void;
  /** From the ficha to the voting's page (/votaciones/detalle/asociar), where its options and votes are recorded. */
  onOpenPage?: () => void;
  /** Who created it, at the foot of its ficha. */
  history?: RecordHistoryProps;
};

/**
 * /votaciones/nuevo creates a voting as a borrador; a voting's ficha (DETAIL). There is no update call (SPEC §7): its
 * options change on its page while it is a borrador, and its status from the list.
 */
export function VotingForm({ state, history, onOpenPage, ...editor }: VotingFormProps) {
  const assemblies = editor.options.status === 'ready' ? editor.options.assemblies : undefined;
  const record = (voting: Voting) => <VotingRecord voting={voting} assemblies={assemblies} onOpenPage={onOpenPage} />;
  return (
    <RecordForm
      state={state}
      history={history}
      titles={{ DETAIL: 'Votación', MODIFY: 'Votación' }}
      loadingLabel="Cargando la votación…"
      onRetry={editor.onRetry}
      onBack={editor.onCancel}
      editor={(voting) => (voting ? record(voting) : <VotingEditor {...editor} />)}
      detail={record}
    />
  );
}
