import {
  canTransition,
  formatIsoDate,
  type LeaveBalanceRow,
  type License,
  type LicenseStatus,
  leaveDaysCounted,
  leaveWorkYear,
  licenseStatusLabels,
  licenseTransitions,
} from '@horizontal/domain';
import type { StatusDefinition } from '@horizontal/ui';
import { daysLabel } from '../staff-fields';

/** The domain's labels with the tone of a badge: what waits for an answer stands out, what ended fades. */
export const licenseStatusBadges: Readonly<Record<LicenseStatus, StatusDefinition>> = {
  pendiente: { label: licenseStatusLabels.pendiente, tone: 'warning' },
  aprobada: { label: licenseStatusLabels.aprobada, tone: 'success' },
  rechazada: { label: licenseStatusLabels.rechazada, tone: 'danger' },
  cancelada: { label: licenseStatusLabels.cancelada, tone: 'neutral' },
};

/** «del 10/12/2026 al 14/12/2026». */
export const licensePeriod = (license: Pick<License, 'startDate' | 'endDate'>) =>
  `del ${formatIsoDate(license.startDate)} al ${formatIsoDate(license.endDate)}`;

/** How a row of the whole list is named in its menu: «Licencia anual de Nicolás Rodríguez desde 10/12/2026». */
export const licenseRowLabel = (license: Pick<License, 'licenseType' | 'personnel' | 'startDate'>) =>
  `${license.licenseType} de ${license.personnel} desde ${formatIsoDate(license.startDate)}`;

/**
 * How a request waiting for approval is named, apart from the same license in the whole list below it: «Solicitud
 * de Nicolás Rodríguez: Licencia anual desde 10/12/2026».
 */
export const pendingRowLabel = (license: Pick<License, 'licenseType' | 'personnel' | 'startDate'>) =>
  `Solicitud de ${license.personnel}: ${license.licenseType} desde ${formatIsoDate(license.startDate)}`;

/** The ids of the complejo's annual leave types (Ley 12.590), whose days are counted against each person's balance. */
export { annualTypeIds } from '@horizontal/domain';

/**
 * The days a license takes: its calendar days, and for the annual leave also those its balance counts (Sundays and
 * feriados left out), or null for any other kind.
 */
export const leaveCountOf = (
  license: Pick<License, 'licenseTypeId' | 'startDate' | 'endDate' | 'days'>,
  annual: ReadonlySet<number>,
) => ({
  days: license.days,
  counted: annual.has(license.licenseTypeId) ? leaveDaysCounted(license.startDate, license.endDate) : null,
});

/** «5 días», or for the annual leave «5 días (4 computables)». */
export const daysCell = ({ days, counted }: { days: number; counted: number | null }) =>
  counted === null
    ? daysLabel(days)
    : `${daysLabel(days)} (${counted} ${counted === 1 ? 'computable' : 'computables'})`;

/**
 * The balance a license is charged to: the person's, when it is of the work year the balances are of (a leave that
 * starts in January 2027 is paid by the work of 2026, whose balance the list does not have yet).
 */
export const balanceFor = (
  license: Pick<License, 'personnelId' | 'startDate'>,
  balances: readonly LeaveBalanceRow[],
): LeaveBalanceRow | undefined =>
  balances.find(
    (balance) => balance.personnelId === license.personnelId && balance.year === leaveWorkYear(license.startDate),
  );

/** «Licencia anual generada en 2025 (se toma en 2026)». */
export const balancesHeading = (year: number) => `Licencia anual generada en ${year} (se toma en ${year + 1})`;

/** «Le quedan 5 días», «Le queda 1 día», «No le quedan días». */
export const remainingLabel = (remaining: number) =>
  remaining === 0 ? 'No le quedan días' : remaining === 1 ? 'Le queda 1 día' : `Le quedan ${remaining} días`;

/** What the approval of an annual leave would leave, in words, for its confirmation and the form. */
export const balanceSentence = (balance: LeaveBalanceRow | undefined, counted: number, year: number) => {
  if (!balance) return `Se descuenta de la licencia generada en ${year}.`;
  if (balance.hiredOn === null) {
    return 'No tiene contrato registrado: sin fecha de ingreso no tiene licencia anual generada.';
  }
  const left = `${remainingLabel(balance.remaining)} de la licencia generada en ${balance.year}.`;
  return counted > balance.remaining ? `${left} Pide más días de los que le quedan.` : left;
};

/** Whether the license may still go to `status` (an approved one may only be cancelled; a final one, nothing). */
export const canMove = (license: Pick<License, 'status'>, status: LicenseStatus) =>
  canTransition(licenseTransitions, license.status, status);
