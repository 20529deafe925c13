import { ParkingForm } from '@horizontal/screens';
import { parkingKind, useSpaceForm } from './spaces';

/** /estacionamientos/nuevo (POST /parkings/create) and /estacionamientos/modificar?id= (PUT /parkings/update). */
export default function ParkingFormPage() {
  const { formKey, props } = useSpaceForm(parkingKind);
  return <ParkingForm key={formKey} {...props} />;
}
