import type { Parking } from '@horizontal/domain';
import type { ActionResult, FormState } from '../../shared/forms';
import type { RecordHistoryProps } from '../../shared/RecordHistory';
import { AssignedUnitForm, type AssignedUnitOptions, type ParkingValues, parkingKind } from '../AssignedUnits';

export type ParkingFormProps = {
  state: FormState<Parking>;
  /** The complejo's units (POST /general/apartments/{id}), to assign the parking space to one. */
  options: AssignedUnitOptions;
  /** POST /parkings/create in CREATE mode (the app adds buildingId), PUT /parkings/update in MODIFY mode. */
  onSubmit: (values: ParkingValues) => Promise<ActionResult>;
  onSaved: (values: ParkingValues) => void;
  /** «Guardar y crear otro» (CREATE only): saved, and the next one starts as described and covered as it. */
  onSavedAnother?: (values: ParkingValues) => void;
  onCancel: () => void;
  onEdit?: () => void;
  /** Who created the record and who changed it last, at the foot of its detail. */
  history?: RecordHistoryProps;
  onRetry?: () => void;
  onDirtyChange?: (dirty: boolean) => void;
};

/** /estacionamientos/nuevo and /estacionamientos/modificar, and a parking space's detail (SPEC §2). */
export function ParkingForm(props: ParkingFormProps) {
  return <AssignedUnitForm kind={parkingKind} {...props} />;
}
