import { Fragment, type ReactNode } from 'react';
import type { FormState } from '../forms';
import type { RecordHistoryProps } from '../RecordHistory';
import { DetailHistory, FormScreen, PrintableRecord, RecordUnavailable } from './FormScreen';

export type RecordFormProps<Item> = {
  state: FormState<Item>;
  /** The frame's title while the record is missing: "Apartamento" in DETAIL, "Modificar apartamento" in MODIFY. */
  titles: { DETAIL: string; MODIFY: string };
  /** What is loading, for screen readers: "Cargando el apartamento…". */
  loadingLabel: string;
  onRetry?: () => void;
  /** Back to the list, offered when the record does not exist. */
  onBack?: () => void;
  /** The editor: blank (null) in CREATE, of the record in MODIFY. */
  editor: (record: Item | null) => ReactNode;
  detail: (record: Item) => ReactNode;
  /** Who created the record and who changed it last, shown at the foot of its detail (DETAIL only). */
  history?: RecordHistoryProps;
};

/**
 * Picks what a create/modify/detail screen shows for its state: the blank editor, the record's detail (which may be
 * printed, see PrintableRecord) or its editor, or, while a MODIFY or DETAIL opened from a link waits for its record,
 * skeletons or the failure.
 */
export function RecordForm<Item extends { id: number }>({
  state,
  titles,
  loadingLabel,
  onRetry,
  onBack,
  editor,
  detail,
  history,
}: RecordFormProps<Item>) {
  if (state.mode === 'CREATE') return editor(null);
  if (state.status !== 'ready') {
    return (
      <FormScreen title={titles[state.mode]}>
        <RecordUnavailable
          status={state.status}
          loadingLabel={loadingLabel}
          message={state.status === 'loading' ? undefined : state.message}
          onRetry={onRetry}
          onBack={onBack}
        />
      </FormScreen>
    );
  }
  if (state.mode === 'DETAIL') {
    return (
      <PrintableRecord value>
        <DetailHistory value={history ?? null}>{detail(state.record)}</DetailHistory>
      </PrintableRecord>
    );
  }
  // Keyed: another record starts a fresh form.
  return <Fragment key={state.record.id}>{editor(state.record)}</Fragment>;
}
