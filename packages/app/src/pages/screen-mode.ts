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
  if (pathname.endsWith('/nuevo') || !Number.isInteger(id) || id <= 0) return { mode: 'CREATE', id: null, params };
  return { mode: params.get('modo') === 'detalle' ? 'DETAIL' : 'MODIFY', id, params };
};

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
  | { mode: 'MODIFY' | 'DETAIL'; status: 'error'; message: string }
  | { mode: 'MODIFY' | 'DETAIL'; status: 'ready'; record: Record };

/** A form screen's state from its mode and the record being loaded (absent from the list: an error). */
export const formState = <Record>(
  mode: ScreenMode,
  remote: Remote<{ record: Record | undefined }>,
  missing: string,
): RecordState<Record> => {
  if (mode === 'CREATE') return { mode };
  if (remote.status !== 'ready') return { mode, ...remote };
  if (!remote.record) return { mode, status: 'error', message: missing };
  return { mode, status: 'ready', record: remote.record };
};
