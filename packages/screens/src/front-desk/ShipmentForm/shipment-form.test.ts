import { shipmentMessages } from '@horizontal/domain';
import { describe, expect, it } from 'vitest';
import { deliveredToProblem } from '../ShipmentsList/shipment-actions';
import {
  emptyDraft,
  NO_TYPE,
  nextDraft,
  recipientFor,
  refusedField,
  type ShipmentDraft,
  toRequest,
  validate,
} from './shipment-form';

const filled: ShipmentDraft = {
  unit: { value: '25', label: 'Torre B · 101' },
  recipientName: '  Álvaro De León ',
  shipmentTypeId: '1',
  carrier: ' DAC ',
  description: ' Caja mediana ',
};

describe('toRequest', () => {
  it('sends the unit and the type as ids and the text trimmed', () => {
    expect(toRequest(filled)).toEqual({
      apartmentId: 25,
      shipmentTypeId: 1,
      recipientName: 'Álvaro De León',
      carrier: 'DAC',
      description: 'Caja mediana',
    });
  });

  it('sends a parcel of no type with a null type', () => {
    expect(toRequest({ ...filled, shipmentTypeId: NO_TYPE }).shipmentTypeId).toBeNull();
  });
});

describe('validate', () => {
  it('asks for the unit and the recipient in the schema’s words', () => {
    expect(validate(emptyDraft)).toEqual({
      unit: 'Seleccione el apartamento.',
      recipientName: 'Ingrese el nombre del destinatario.',
    });
  });

  it('finds nothing wrong with a filled parcel', () => {
    expect(validate(filled)).toEqual({});
  });
});

describe('nextDraft', () => {
  it('keeps the courier and the type for the next parcel, and blanks the rest', () => {
    expect(nextDraft(filled)).toEqual({ ...emptyDraft, carrier: filled.carrier, shipmentTypeId: '1' });
  });
});

describe('recipientFor', () => {
  it('takes the first resident of the new unit when nothing, or a resident of the last unit, was there', () => {
    expect(recipientFor('', [], ['Ana Pérez', 'Juan Pérez'])).toBe('Ana Pérez');
    expect(recipientFor('Luis Díaz', ['Luis Díaz'], ['Ana Pérez'])).toBe('Ana Pérez');
    expect(recipientFor('Luis Díaz', ['Luis Díaz'], [])).toBe('');
  });

  it('keeps a name the porter typed', () => {
    expect(recipientFor('Inquilina nueva', ['Luis Díaz'], ['Ana Pérez'])).toBe('Inquilina nueva');
  });
});

describe('refusedField', () => {
  it('shows the unit and type refusals on their fields', () => {
    expect(refusedField(shipmentMessages.foreignApartment)).toBe('unit');
    expect(refusedField(shipmentMessages.unknownType)).toBe('shipmentTypeId');
    expect(refusedField(shipmentMessages.notFound)).toBeUndefined();
  });
});

describe('deliveredToProblem', () => {
  it('asks to whom the parcel was handed, in the domain’s words', () => {
    expect(deliveredToProblem({ id: 1 }, '  ')).toBe('Ingrese a quién se entregó la encomienda.');
    expect(deliveredToProblem({ id: 1 }, 'Lucía Techera')).toBeNull();
  });
});
