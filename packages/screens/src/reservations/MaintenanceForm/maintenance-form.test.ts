import { maintenanceMessages } from '@horizontal/domain';
import { describe, expect, it } from 'vitest';
import { monthRange } from '../calendar';
import {
  emptyDraft,
  endMissing,
  isBookedHours,
  type MaintenanceDraft,
  NO_FREQUENCY,
  pastDateMessage,
  startMissing,
  toRequest,
  validateWith,
  WHOLE_COMPLEX,
} from './maintenance-form';

const today = '2026-11-20';
const validate = validateWith(today);
const filled: MaintenanceDraft = {
  ...emptyDraft,
  title: '  Cambio de luminarias ',
  commonAreaId: '1',
  date: '2026-11-28',
  span: 'hours',
  startTime: { hours: 12, minutes: 0 },
  endTime: { hours: 16, minutes: 0 },
  provider: ' Electricidad Pocitos ',
  cost: 320_000,
  frequencyId: '5',
};

describe('toRequest', () => {
  it('sends ids as numbers, hours as hh:mm and text trimmed', () => {
    expect(toRequest(filled)).toEqual({
      title: 'Cambio de luminarias',
      commonAreaId: 1,
      frequencyId: 5,
      date: '2026-11-28',
      startTime: '12:00',
      endTime: '16:00',
      provider: 'Electricidad Pocitos',
      cost: 320_000,
      description: '',
      cancelReserves: false,
    });
  });

  it('sends the whole complejo, no frequency, no cost and the whole day as nulls and zero', () => {
    const request = toRequest({
      ...filled,
      commonAreaId: WHOLE_COMPLEX,
      frequencyId: NO_FREQUENCY,
      span: 'day',
      cost: null,
    });
    expect(request).toMatchObject({ commonAreaId: null, frequencyId: null, startTime: null, endTime: null, cost: 0 });
  });

  it('asks to cancel the bookings only when told', () => {
    expect(toRequest(filled, true).cancelReserves).toBe(true);
  });
});

describe('validateWith', () => {
  it('accepts a complete draft', () => {
    expect(validate(filled)).toEqual({});
  });

  it('says what is missing in the domain’s words, at each field', () => {
    expect(validate(emptyDraft)).toEqual({
      title: 'Ingrese el título del mantenimiento.',
      date: 'Seleccione la fecha del mantenimiento.',
    });
  });

  it('needs both hours for «Un horario», in order', () => {
    expect(validate({ ...filled, startTime: null, endTime: null })).toEqual({
      startTime: startMissing,
      endTime: endMissing,
    });
    const reversed = { ...filled, title: '', startTime: { hours: 18, minutes: 0 }, endTime: { hours: 9, minutes: 0 } };
    // The order is told even while another field is still empty.
    expect(validate(reversed).endTime).toBe('La hora de fin debe ser posterior a la de inicio.');
  });

  it('ignores the hours of «Todo el día»', () => {
    expect(validate({ ...filled, span: 'day', startTime: null, endTime: { hours: 1, minutes: 0 } })).toEqual({});
  });

  it('schedules nothing before today', () => {
    expect(validate({ ...filled, date: '2026-11-19' })).toEqual({ date: pastDateMessage });
    expect(validate({ ...filled, date: today })).toEqual({});
  });

  it('refuses a title longer than the server takes', () => {
    expect(validate({ ...filled, title: 'x'.repeat(121) }).title).toBe('El texto admite hasta 120 caracteres.');
  });
});

describe('isBookedHours', () => {
  it('recognises the refusal that names the bookings, whatever they are', () => {
    const one = maintenanceMessages.bookedHours([{ date: '2026-11-23', turn: 'Noche', apartment: 'Torre A · 202' }]);
    const two = maintenanceMessages.bookedHours([
      { date: '2026-11-23', turn: 'Noche', apartment: 'Torre A · 202' },
      { date: '2026-11-23', turn: null, apartment: 'Torre B · 101' },
    ]);
    expect(isBookedHours(one)).toBe(true);
    expect(isBookedHours(two)).toBe(true);
  });

  it('leaves the other refusals alone', () => {
    expect(isBookedHours(maintenanceMessages.areaBusy)).toBe(false);
    expect(isBookedHours(maintenanceMessages.foreignArea)).toBe(false);
  });
});

describe('monthRange', () => {
  it('spans the whole month, leap years included', () => {
    expect(monthRange({ year: 2026, month: 11 })).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(monthRange({ year: 2028, month: 2 })).toEqual({ from: '2028-02-01', to: '2028-02-29' });
  });
});
