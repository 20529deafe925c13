import { useToast } from '@horizontal/ui';
import { useNavigate } from 'react-router-dom';
import { formState, recordPath, useScreenMode } from './screen-mode';
import { type Loaded, useRemote } from './useRemote';

/** The record with `id` from a list, or `undefined` in CREATE mode (no id): the spec has no find-one call. */
export const findIn = async <Record extends { id: number }>(
  id: number | null,
  load: () => Promise<Loaded<readonly Record[]>>,
): Promise<Loaded<Record | undefined>> => {
  if (id === null) return { ok: true, value: undefined };
  const answer = await load();
  return answer.ok ? { ok: true, value: answer.value.find((record) => record.id === id) } : answer;
};

type RecordFormOptions<Record> = {
  /** The section's path, e.g. `/apartamentos`: its listado is where saving and cancelling lead. */
  base: string;
  /** Names what `load` depends on besides the record id (e.g. the complejo). */
  key: string;
  /** What the screen says when the id is not in the list. */
  missing: string;
  load: () => Promise<Loaded<readonly Record[]>>;
};

/**
 * What every …/nuevo and …/modificar page does around its pure form: the mode and record from the URL, the record
 * loaded from its list, back to the listado on save (with a toast) or cancel, and the way from DETAIL to MODIFY.
 */
export const useRecordForm = <Record extends { id: number }>({
  base,
  key,
  missing,
  load,
}: RecordFormOptions<Record>) => {
  const navigate = useNavigate();
  const toast = useToast();
  const { mode, id } = useScreenMode();
  const [remote, reload] = useRemote(() => findIn(id, load), `${key}-${id}`);
  const state = formState(mode, remote, missing);
  const toList = () => navigate(`${base}/listado`);
  return {
    /** A new record or mode starts the form afresh. */
    formKey: `${mode}-${id}`,
    id,
    /** The record being modified; null while creating or loading. */
    record: state.mode !== 'CREATE' && state.status === 'ready' ? state.record : null,
    reload,
    saved: (message: string) => {
      toast.show({ message });
      toList();
    },
    screen: {
      state,
      onCancel: toList,
      onEdit: id === null ? undefined : () => navigate(recordPath(base, id)),
    },
  };
};
