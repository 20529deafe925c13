import type { LeaveBalanceRow } from '@horizontal/domain';
import { describe, expect, it } from 'vitest';
import {
  annualTypeIds,
  balanceFor,
  balanceSentence,
  balancesHeading,
  canMove,
  daysCell,
  leaveCountOf,
  licenseRowLabel,
  pendingRowLabel,
  remainingLabel,
} from './license-labels';

const annual = annualTypeIds([
  { id: 1, annual: true },
  { id: 2, annual: false },
]);

const balance: LeaveBalanceRow = {
  personnelId: 1,
  personnel: 'Nicolás Rodríguez',
  hiredOn: '2016-01-01',
  year: 2025,
  earned: 22,
  taken: 17,
  remaining: 5,
};

describe('license labels', () => {
  it('counts the annual leave without Sundays and feriados, and any other kind by calendar days only', () => {
    // 14 to 26 December 2026: Sunday the 20th and the 25th (Día de la Familia) are not counted.
    const christmas = { startDate: '2026-12-14', endDate: '2026-12-26', days: 13 };
    expect(leaveCountOf({ ...christmas, licenseTypeId: 1 }, annual)).toEqual({ days: 13, counted: 11 });
    expect(leaveCountOf({ ...christmas, licenseTypeId: 2 }, annual)).toEqual({ days: 13, counted: null });
    expect(daysCell({ days: 13, counted: 11 })).toBe('13 días (11 computables)');
    expect(daysCell({ days: 1, counted: null })).toBe('1 día');
  });

  it('charges a leave to the balance of the year before it starts', () => {
    expect(balanceFor({ personnelId: 1, startDate: '2026-12-10' }, [balance])).toBe(balance);
    expect(balanceFor({ personnelId: 1, startDate: '2027-01-10' }, [balance])).toBeUndefined();
    expect(balanceFor({ personnelId: 2, startDate: '2026-12-10' }, [balance])).toBeUndefined();
  });

  it('says what is left, and when a request asks for more', () => {
    expect(balancesHeading(2025)).toBe('Licencia anual generada en 2025 (se toma en 2026)');
    expect(remainingLabel(0)).toBe('No le quedan días');
    expect(remainingLabel(1)).toBe('Le queda 1 día');
    expect(balanceSentence(balance, 4, 2025)).toBe('Le quedan 5 días de la licencia generada en 2025.');
    expect(balanceSentence(balance, 9, 2025)).toBe(
      'Le quedan 5 días de la licencia generada en 2025. Pide más días de los que le quedan.',
    );
    expect(balanceSentence({ ...balance, hiredOn: null }, 4, 2025)).toContain('No tiene contrato registrado');
    expect(balanceSentence(undefined, 4, 2026)).toBe('Se descuenta de la licencia generada en 2026.');
  });

  it('names a request apart from the same license in the whole list', () => {
    const license = { licenseType: 'Licencia anual', personnel: 'Nicolás Rodríguez', startDate: '2026-12-10' };
    expect(licenseRowLabel(license)).toBe('Licencia anual de Nicolás Rodríguez desde 10/12/2026');
    expect(pendingRowLabel(license)).toBe('Solicitud de Nicolás Rodríguez: Licencia anual desde 10/12/2026');
  });

  it('moves a license as licenseTransitions allows', () => {
    expect(canMove({ status: 'pendiente' }, 'aprobada')).toBe(true);
    expect(canMove({ status: 'aprobada' }, 'cancelada')).toBe(true);
    expect(canMove({ status: 'aprobada' }, 'rechazada')).toBe(false);
    expect(canMove({ status: 'rechazada' }, 'cancelada')).toBe(false);
  });
});
