import { PantriesList } from '@horizontal/screens';
import { pantryKind, useSpacesList } from './spaces';

/** /despensas/listado (GET /pantries/findall/{complejo}, DELETE /pantries/remove/{id}); units name each assignment. */
export default function PantriesListPage() {
  return <PantriesList {...useSpacesList(pantryKind)} />;
}
