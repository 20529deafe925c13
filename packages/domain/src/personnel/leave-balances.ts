import { personnelFullName } from '../entities/personnel';
import { leaveWorkYear, personLeaveBalance } from './leave';

/** What the balances read of the staff, their contracts, their licenses and the complejo's license types. */
export type StaffLeaveRecords = {
  people: readonly { id: number; name: string; lastName: string; status: string }[];
  contracts: readonly { personnelId: number; startDate: string }[];
  licenses: readonly {
    personnelId: number;
    licenseTypeId: number;
    startDate: string;
    endDate: string;
    status: string;
  }[];
  licenseTypes: readonly { id: number; annual: boolean }[];
};

/** The hire date of each person: the start of their first contract (the balance's seniority counts from it). */
export const hireDates = (contracts: StaffLeaveRecords['contracts']): Map<number, string> => {
  const hired = new Map<number, string>();
  for (const contract of contracts) {
    const known = hired.get(contract.personnelId);
    if (known === undefined || contract.startDate < known) hired.set(contract.personnelId, contract.startDate);
  }
  return hired;
};

/** The ids of the license types that are the annual leave (Ley 12.590), whose days the balance counts. */
export const annualTypeIds = (types: readonly { id: number; annual: boolean }[]): ReadonlySet<number> =>
  new Set(types.filter((type) => type.annual).map((type) => type.id));

/** The approved annual leaves of each person. */
export const approvedAnnualLeaves = (records: Pick<StaffLeaveRecords, 'licenses' | 'licenseTypes'>) => {
  const annual = annualTypeIds(records.licenseTypes);
  const approved = new Map<number, { startDate: string; endDate: string }[]>();
  for (const license of records.licenses) {
    if (license.status !== 'aprobada' || !annual.has(license.licenseTypeId)) continue;
    approved.set(license.personnelId, [...(approved.get(license.personnelId) ?? []), license]);
  }
  return approved;
};

/**
 * The annual leave of every person still on the staff (not desvinculado) for the work year whose leave is taken
 * in `today`'s year, by name: what Licencias shows beside the requests.
 */
export const staffLeaveBalances = (records: StaffLeaveRecords, today: string) => {
  const year = leaveWorkYear(today);
  const hired = hireDates(records.contracts);
  const approved = approvedAnnualLeaves(records);
  return records.people
    .filter((person) => person.status !== 'desvinculado')
    .map((person) => ({
      personnelId: person.id,
      personnel: personnelFullName(person),
      hiredOn: hired.get(person.id) ?? null,
      ...personLeaveBalance({
        hiredOn: hired.get(person.id) ?? null,
        year,
        approved: approved.get(person.id) ?? [],
      }),
    }))
    .sort((a, b) => a.personnel.localeCompare(b.personnel, 'es') || a.personnelId - b.personnelId);
};
