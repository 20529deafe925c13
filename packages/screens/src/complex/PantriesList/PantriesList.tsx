import type { Pantry } from '@horizontal/domain';
import { AssignedUnitsList, type AssignedUnitsListProps, pantryKind } from '../AssignedUnits';

/** `onDelete` is DELETE /pantries/remove/{id}. */
export type PantriesListProps = Omit<AssignedUnitsListProps<'pantries', Pantry>, 'kind' | 'field'>;

/** /despensas/listado (SPEC §2, GET /pantries/findall/{id}). */
export function PantriesList(props: PantriesListProps) {
  return <AssignedUnitsList kind={pantryKind} field="pantries" {...props} />;
}
