import { type Shipment, type ShipmentCreate, shipmentCreateSchema, shipmentMessages } from '@horizontal/domain';
import type { ComboboxOption } from '@horizontal/ui';
import type { FieldErrors } from '../../shared/forms';
import { issuesByField, unitIdOf } from '../unit-draft';

/**
 * What the form sends: the create body without the complejo, which the app adds. `Required`: the schema's defaults
 * make most fields optional in its input, and the form always sends every one of them.
 */
export type ShipmentValues = Required<Omit<ShipmentCreate, 'buildingId'>>;

/** The Select's value for a parcel of no type: a Radix option cannot have an empty value. */
export const NO_TYPE = 'ninguno';

export type ShipmentDraft = {
  unit: ComboboxOption | null;
  recipientName: string;
  /** A type's id as text, or NO_TYPE. */
  shipmentTypeId: string;
  carrier: string;
  description: string;
};

export const emptyDraft: ShipmentDraft = {
  unit: null,
  recipientName: '',
  shipmentTypeId: NO_TYPE,
  carrier: '',
  description: '',
};

export const toRequest = (draft: ShipmentDraft): ShipmentValues => ({
  apartmentId: unitIdOf(draft.unit),
  shipmentTypeId: draft.shipmentTypeId === NO_TYPE ? null : Number(draft.shipmentTypeId),
  recipientName: draft.recipientName.trim(),
  carrier: draft.carrier.trim(),
  description: draft.description.trim(),
});

/** Every problem of the draft at its field, in the words the server would use (the complejo is the app's). */
export const validate = (draft: ShipmentDraft): FieldErrors<ShipmentDraft> => {
  const result = shipmentCreateSchema.safeParse({ ...toRequest(draft), buildingId: 1 });
  return result.success ? {} : issuesByField(result.error.issues, draft, { apartmentId: 'unit' });
};

/**
 * The next parcel of «Guardar y registrar otra»: a courier leaves several at once, so its name and the type stay;
 * the unit, the recipient and the description start blank.
 */
export const nextDraft = (draft: ShipmentDraft): ShipmentDraft => ({
  ...emptyDraft,
  carrier: draft.carrier,
  shipmentTypeId: draft.shipmentTypeId,
});

/** The field a refusal of the server is about. */
export const refusedField = (message: string): keyof ShipmentDraft | undefined => {
  if (message === shipmentMessages.foreignApartment) return 'unit';
  if (message === shipmentMessages.unknownType) return 'shipmentTypeId';
  return undefined;
};

/**
 * The recipient when another unit is picked: its first resident, unless the porter already typed someone who is not
 * a resident of the unit picked before (a name of theirs would be wrong for the new unit).
 */
export const recipientFor = (current: string, previous: readonly string[], next: readonly string[]): string =>
  current.trim() === '' || previous.includes(current) ? (next[0] ?? '') : current;

export const shipmentTitle = (shipment: Pick<Shipment, 'recipientName'>) => `Encomienda para ${shipment.recipientName}`;
