import type { Parking } from '@horizontal/domain';
import { AssignedUnitsList, type AssignedUnitsListProps, parkingKind } from '../AssignedUnits';

/** `onDelete` is DELETE /parkings/remove/{id}. */
export type ParkingsListProps = Omit<AssignedUnitsListProps<'parkings', Parking>, 'kind' | 'field'>;

/** /estacionamientos/listado (SPEC §2, GET /parkings/findall/{id}). */
export function ParkingsList(props: ParkingsListProps) {
  return <AssignedUnitsList kind={parkingKind} field="parkings" {...props} />;
}
