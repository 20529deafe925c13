import type { Shipment, ShipmentType } from '@horizontal/domain';
import { RecordForm } from '../../shared/FormScreen';
import type { ActionResult, FormState } from '../../shared/forms';
import type { RecordHistoryProps } from '../../shared/RecordHistory';
import type { FrontDeskUnit } from '../labels';
import { ShipmentDetail } from './ShipmentDetail';
import { ShipmentEditor } from './ShipmentEditor';
import type { ShipmentValues } from './shipment-form';

export type ShipmentFormOptions =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  /** The complejo's units (with their residents' names when the call gives them) and GET /shipments/type. */
  | { status: 'ready'; units: readonly FrontDeskUnit[]; types: readonly ShipmentType[] };

export type ShipmentFormProps = {
  state: FormState<Shipment>;
  options: ShipmentFormOptions;
  /** POST /shipments/create (the app adds buildingId). */
  onSubmit: (values: ShipmentValues) => Promise<ActionResult>;
  onSaved: (values: ShipmentValues) => void;
  /** «Guardar y registrar otra»: saved, and the form starts the next parcel with the focus on the unit. */
  onSavedAnother?: (values: ShipmentValues) => void;
  onCancel: () => void;
  onRetry?: () => void;
  onDirtyChange?: (dirty: boolean) => void;
  /** Who registered it and who changed it last, at the foot of its ficha. */
  history?: RecordHistoryProps;
};

/**
 * /encomiendas/nuevo registers a parcel received at the desk; a parcel's ficha (DETAIL). There is no update call
 * (SPEC §7): a registered parcel only changes its status, from the list.
 */
export function ShipmentForm({ state, history, ...editor }: ShipmentFormProps) {
  return (
    <RecordForm
      state={state}
      history={history}
      titles={{ DETAIL: 'Encomienda', MODIFY: 'Encomienda' }}
      loadingLabel="Cargando la encomienda…"
      onRetry={editor.onRetry}
      onBack={editor.onCancel}
      editor={(shipment) => (shipment ? <ShipmentDetail shipment={shipment} /> : <ShipmentEditor {...editor} />)}
      detail={(shipment) => <ShipmentDetail shipment={shipment} />}
    />
  );
}
