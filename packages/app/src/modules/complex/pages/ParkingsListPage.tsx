import { ParkingsList } from '@horizontal/screens';
import { parkingKind, useSpacesList } from './spaces';

/**
 * /estacionamientos/listado (GET /parkings/findall/{complejo}, DELETE /parkings/remove/{id}); units name each
 * assignment.
 */
export default function ParkingsListPage() {
  return <ParkingsList {...useSpacesList(parkingKind)} />;
}
