import { type CallDefinition, historyReaders, type RecordEntity } from '@horizontal/domain';
import type { RecordHistoryProps } from '@horizontal/screens';
import { useToast } from '@horizontal/ui';
import { type QueryKey, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { api } from '../api';
import { answerQuery, type Row, useListWrites } from '../data/lists';
import { type Answer, type Remote, remoteOf, retryFailed } from '../data/remote';
import { useLeaveGuard } from '../navigation/LeaveGuard';
import { useCan } from '../session/useCan';
import { formState, recordPath, useScreenMode } from './screen-mode';

type RowOf<Rows> = Rows extends readonly (infer R extends Row)[] ? R : never;

/** The record with `id` among a list's rows (undefined when the list does not hold it). */
export const recordIn = <Data, Field extends keyof Data>(
  remote: Remote<Data>,
  field: Field,
  id: number | null,
): Remote<{ record: RowOf<Data[Field]> | undefined }> =>
  remote.status === 'ready'
    ? { status: 'ready', record: (remote[field] as readonly RowOf<Data[Field]>[]).find((row) => row.id === id) }
    : remote;

/** A list cached by the query layer whose `field` holds the rows a form picks its record from. */
export type RecordList<Data, Field extends keyof Data> = UseQueryOptions<Data, Error, Data, QueryKey> & {
  field: Field;
};

type RecordFormOptions<Data, Field extends keyof Data> = {
  /** The section's path, e.g. `/apartamentos`: its listado is where saving and cancelling lead. */
  base: string;
  /** The list the record is taken from: the spec has no find-one call, and the list is usually cached already. */
  list: RecordList<Data, Field>;
  /** What the screen says when the id is not in the list. */
  missing: string;
  /** What else a save may change (a complejo's or administradora's other lists): marked stale on save. */
  scope?: QueryKey;
  /**
   * The call MODIFY makes (`contract.pantries.update`): DETAIL offers «Modificar» only to a profile that may make
   * it. Left out by the master's pages, whose user may make every call.
   */
  update?: CallDefinition;
  /**
   * The record's entity in the audit trail (`'pantries'`, `'common_areas'`): DETAIL shows who created it and who
   * changed it last (history.record).
   */
  history?: RecordEntity;
};

/**
 * Who created a record and who changed it last, for the foot of its DETAIL (POST /history/record): asked only
 * there, and only by a profile that may read the record's list, as the server asks. Undefined elsewhere, so the
 * detail shows nothing for it.
 */
export const useRecordHistory = (
  entity: RecordEntity | undefined,
  id: number | null,
  shown: boolean,
): RecordHistoryProps | undefined => {
  const can = useCan();
  const asked = shown && entity !== undefined && id !== null && can(historyReaders[entity]);
  const query = useQuery({
    ...answerQuery(['history', entity, id], () => api.history.record({ entity: entity!, id: id! })),
    enabled: asked,
    // Any save of the record (or of its links) changes it, and it is asked only on opening a detail: always anew.
    staleTime: 0,
  });
  return asked ? { state: remoteOf(query), onRetry: () => retryFailed(query) } : undefined;
};

/**
 * What every …/nuevo and …/modificar page does around its pure form: the mode and record from the URL, the record
 * taken from its cached list, back to the listado on save (with a toast) or cancel, and the way from DETAIL to
 * MODIFY.
 */
export const useRecordForm = <Data extends Record<Field, readonly Row[]>, Field extends keyof Data>({
  base,
  list,
  missing,
  scope,
  update,
  history,
}: RecordFormOptions<Data, Field>) => {
  const navigate = useNavigate();
  const can = useCan();
  const toast = useToast();
  const { mode, id } = useScreenMode();
  const query = useQuery({ ...list, enabled: id !== null });
  const state = formState(mode, recordIn(remoteOf(query), list.field, id), missing, id);
  const record = state.mode !== 'CREATE' && state.status === 'ready' ? state.record : null;
  const recordHistory = useRecordHistory(history, id, state.mode === 'DETAIL' && record !== null);
  const listWrites = useListWrites(list as { queryKey: QueryKey; field: string }, scope);
  // The toast after a save says what the server answered (the contract's message), not a wording of its own:
  // «Residente creado.», never «Se creó…» beside it (issue #30, item 12).
  const answered = useRef<string | null>(null);
  const remember = <A extends Answer>(answer: A) => {
    if (answer.ok) answered.current = answer.message;
    return answer;
  };
  const writes: typeof listWrites = {
    added: (change, rowField) => listWrites.added(change, rowField).then(remember),
    replaced: (change, rowField) => listWrites.replaced(change, rowField).then(remember),
    removed: (change, id) => listWrites.removed(change, id).then(remember),
  };
  const leave = useLeaveGuard();
  const toList = () => navigate(`${base}/listado`);
  return {
    /** A new record or mode starts the form afresh. */
    formKey: `${mode}-${id}`,
    id,
    /** The record being modified; null while creating or loading. */
    record,
    reload: () => retryFailed(query),
    writes,
    /** Saves through the server; the saved row (the answer's `rowField`) goes into the cached list. */
    save: <A extends Answer>(
      change: { create: () => Promise<A>; update: (id: number) => Promise<A> },
      rowField: keyof Extract<A, { ok: true }>,
    ) => (record ? writes.replaced(change.update(record.id), rowField) : writes.added(change.create(), rowField)),
    /**
     * After a save: the toast says the server's answer, or `message` when the page has more to say; then the
     * listado, or `next` when the record has a page of its own to go on with (a new assembly, its resolutions).
     */
    saved: (message?: string, next?: string) => {
      toast.show({ message: message ?? answered.current ?? 'Cambios guardados.' });
      // Saved (or replaced by another action, such as reactivating a resident): nothing is left to lose.
      leave.leaveAsked();
      if (next) navigate(next);
      else toList();
    },
    screen: {
      state,
      // The form's Cancelar asked already when there were changes.
      onCancel: () => {
        leave.leaveAsked();
        toList();
      },
      onDirtyChange: leave.reportDirty,
      onEdit: id === null || (update && !can(update)) ? undefined : () => navigate(recordPath(base, id)),
      history: recordHistory,
    },
  };
};
