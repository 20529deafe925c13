import type { ScreenMode } from '@horizontal/domain';
import { useLocation, useSearchParams } from 'react-router-dom';
import type { Remote } from '../data/remote';

/**
 * The spec gives one screen for create and modify (…/nuevo, …/modificar); the record travels in the query
 * (`?id=7`) so a link can be reopened, and `&modo=detalle` opens it read-only (DETAIL).
 */
export const useScreenMode = (): { mode: ScreenMode; id: number | null; params: URLSearchParams } => {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const mode = opensDetail(params) ? 'DETAIL' : 'MODIFY';
  if (pathname.endsWith('/nuevo')) return { mode: 'CREATE', id: null, params };
  // …/modificar without a usable id (typed, or cut when pasted) names no record: never a blank «Nuevo» form.
  if (!Number.isInteger(id) || id <= 0) return { mode, id: null, params };
  return { mode, id, params };
};

/** `…/modificar?id=7&modo=detalle`: the record read-only. */
export const opensDetail = (params: URLSearchParams) => params.get('modo') === 'detalle';

export const recordPath = (base: string, id: number, detail = false, extra: Record<string, number> = {}) => {
  const query = new URLSearchParams({
    id: String(id),
    ...Object.fromEntries(Object.entries(extra).map(([k, v]) => [k, String(v)])),
  });
  if (detail) query.set('modo', 'detalle');
  return `${base}/modificar?${query}`;
};

type RecordState<Record> =
  | { mode: 'CREATE' }
  | { mode: 'MODIFY' | 'DETAIL'; status: 'loading' }
  | { mode: 'MODIFY' | 'DETAIL'; status: 'error' | 'missing'; message: string }
  | { mode: 'MODIFY' | 'DETAIL'; status: 'ready'; record: Record };

/** What a …/modificar link without an id says. */
export const noRecordChosen = 'El enlace no indica qué registro abrir: elíjalo en el listado.';

/**
 * A form screen's state from its mode and the record being loaded: a record absent from the list (or no id at
 * all) is missing, which a retry cannot fix; a list that failed to load is an error, which a retry may fix.
 */
export const formState = <Record>(
  mode: ScreenMode,
  remote: Remote<{ record: Record | undefined }>,
  missing: string,
  id: number | null = null,
): RecordState<Record> => {
  if (mode === 'CREATE') return { mode };
  if (id === null) return { mode, status: 'missing', message: noRecordChosen };
  if (remote.status !== 'ready') return { mode, ...remote };
  if (!remote.record) return { mode, status: 'missing', message: missing };
  return { mode, status: 'ready', record: remote.record };
};
