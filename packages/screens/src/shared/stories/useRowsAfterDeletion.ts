import { useState } from 'react';
import type { ActionResult } from '../forms';

/**
 * A deletion story's rows, kept as the app's cache keeps them: a deletion that answers ok takes the row away, so the
 * story ends on the list without it rather than on a row that was «eliminated».
 */
export function useRowsAfterDeletion<Row extends { id: number }>(
  initial: readonly Row[],
  remove: (row: Row) => Promise<ActionResult>,
) {
  const [rows, setRows] = useState(initial);
  const onDelete = async (row: Row) => {
    const result = await remove(row);
    if (result.ok) setRows((current) => current.filter((candidate) => candidate.id !== row.id));
    return result;
  };
  return [rows, onDelete] as const;
}
