import { personnelMessages, type TimeRecord } from '@horizontal/domain';
import { describe, expect, it } from 'vitest';
import {
  exitDraft,
  exitRequest,
  recordDraft,
  recordRequest,
  refusedExitField,
  refusedRecordField,
  validateExit,
  validateRecord,
} from './record-form';

const today = '2026-11-20';
const open: TimeRecord = {
  id: 9,
  personnelId: 1,
  personnel: 'Ana Pérez',
  date: '2026-11-19',
  entryTime: '07:00',
  exitTime: null,
  notes: 'No marcó la salida',
};
const at = (hours: number, minutes = 0) => ({ hours, minutes });

describe('record form', () => {
  it('starts on today, of the person the list shows', () => {
    expect(recordDraft(today, 3)).toEqual({
      personnelId: '3',
      date: today,
      entryTime: null,
      exitTime: null,
      notes: '',
    });
    expect(recordDraft(today, null).personnelId).toBe('');
  });

  it('asks for the person and the entry', () => {
    expect(validateRecord(today, [])(recordDraft(today, null))).toEqual({
      personnelId: 'Seleccione la persona.',
      entryTime: 'Ingrese la hora de entrada.',
    });
  });

  it('refuses a day to come and an exit before the entry in the domain’s words', () => {
    const draft = { ...recordDraft('2026-11-21', 1), entryTime: at(9), exitTime: at(8) };
    expect(validateRecord(today, [])(draft)).toEqual({
      date: personnelMessages.futureRecord,
      exitTime: 'La salida debe ser posterior a la entrada.',
    });
  });

  it('sees a clash with the loaded records of that person and day', () => {
    const draft = { ...recordDraft('2026-11-19', 1), entryTime: at(10) };
    expect(validateRecord(today, [open])(draft)).toEqual({ entryTime: personnelMessages.openRecord });
    expect(validateRecord(today, [{ ...open, exitTime: '15:00' }])(draft)).toEqual({
      entryTime: personnelMessages.recordOverlaps,
    });
    expect(validateRecord(today, [{ ...open, exitTime: '09:00' }])(draft)).toEqual({});
  });

  it('sends hh:mm, no exit when none, and the notes trimmed', () => {
    expect(recordRequest({ ...recordDraft(today, 1), entryTime: at(7, 5), notes: ' Llegó tarde ' })).toEqual({
      personnelId: 1,
      date: today,
      entryTime: '07:05',
      exitTime: null,
      notes: 'Llegó tarde',
    });
  });

  it('shows the server’s refusals on their fields', () => {
    expect(refusedRecordField(personnelMessages.futureRecord)).toBe('date');
    expect(refusedRecordField(personnelMessages.recordOfInactive)).toBe('personnelId');
    expect(refusedRecordField(personnelMessages.recordOverlaps)).toBe('entryTime');
    expect(refusedRecordField(personnelMessages.recordNotFound)).toBeUndefined();
    expect(refusedExitField(personnelMessages.recordOverlaps)).toBe('exitTime');
  });
});

describe('exit form', () => {
  it('asks for the exit, after the entry', () => {
    const validate = validateExit(open);
    expect(validate(exitDraft(open))).toEqual({ exitTime: 'Ingrese la hora de salida.' });
    expect(validate({ exitTime: at(6), notes: '' })).toEqual({
      exitTime: 'La salida debe ser posterior a la entrada.',
    });
    expect(validate({ exitTime: at(15), notes: '' })).toEqual({});
  });

  it('sends the record with its entry and the exit', () => {
    expect(exitRequest(open)({ exitTime: at(15), notes: exitDraft(open).notes })).toEqual({
      id: 9,
      entryTime: '07:00',
      exitTime: '15:00',
      notes: 'No marcó la salida',
    });
  });
});
