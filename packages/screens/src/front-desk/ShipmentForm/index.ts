export { ShipmentForm, type ShipmentFormOptions, type ShipmentFormProps } from './ShipmentForm';
export type { ShipmentValues } from './shipment-form';
