import type { ReactNode } from 'react';
import type { FormState } from '../forms';
import { FormScreen, RecordUnavailable } from './FormScreen';

export type RecordFormProps<Item> = {
  state: FormState<Item>;
  /** The frame's title while the record is missing: "Apartamento" in DETAIL, "Modificar apartamento" in MODIFY. */
  titles: { DETAIL: string; MODIFY: string };
  /** What is loading, for screen readers: "Cargando el apartamento…". */
  loadingLabel: string;
  onRetry?: () => void;
  /** Back to the list, offered when the record does not exist. */
  onBack?: () => void;
  /** The blank editor. */
  create: () => ReactNode;
  detail: (record: Item) => ReactNode;
  /**
   * The editor of a record; give it `key={record.id}` so that another record starts a fresh form. Left out
   * where records are never edited: MODIFY then shows the detail as well.
   */
  modify?: (record: Item) => ReactNode;
};

/**
 * Picks what a create/modify/detail screen shows for its state: the blank editor, the record's detail or its
 * editor, or, while a MODIFY or DETAIL opened from a link waits for its record, skeletons or the failure.
 */
export function RecordForm<Item>({
  state,
  titles,
  loadingLabel,
  onRetry,
  onBack,
  create,
  detail,
  modify = detail,
}: RecordFormProps<Item>) {
  if (state.mode === 'CREATE') return create();
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
  return state.mode === 'DETAIL' ? detail(state.record) : modify(state.record);
}
