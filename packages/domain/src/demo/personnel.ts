import type { Contract } from '../entities/labor-contract';
import { type License, licenseDays } from '../entities/license';
import type { LicenseType, Personnel, TimeRecord } from '../entities/personnel';
import type { Unlink } from '../entities/unlink';
import { workdayLetterOf } from '../personnel/time-records';
import type { DemoCalendar } from './calendar';
import { firstNames, lastNames, mobileFor } from './names';
import { companyIdOf } from './people';
import { type Random, seededRandom } from './random';
import type { DemoBase } from './types';

/** A person of the staff; their type goes by name (reference data). */
export type DemoPersonnel = Omit<Personnel, 'personnelTypeId' | 'personnelType'> & { personnelType: string };

export type DemoLicenseType = LicenseType;

/** The person's name is read from the person, here and below. */
export type DemoTimeRecord = Omit<TimeRecord, 'personnel'>;
export type DemoContract = Omit<Contract, 'personnel'>;
export type DemoUnlink = Omit<Unlink, 'personnel'>;
/** The license type's name is read from the type. */
export type DemoLicense = Omit<License, 'personnel' | 'licenseType'>;

export type DemoPersonnelData = {
  personnel: DemoPersonnel[];
  licenseTypes: DemoLicenseType[];
  timeRecords: DemoTimeRecord[];
  contracts: DemoContract[];
  unlinks: DemoUnlink[];
  licenses: DemoLicense[];
};

type StaffPlan = [
  buildingId: number,
  personnelType: string,
  workdayStart: string,
  workdayEnd: string,
  workdays: string,
];

const staffPlan: readonly StaffPlan[] = [
  [1, 'Portero', '07:00', '15:00', 'LMXJV'],
  [1, 'Portero', '15:00', '23:00', 'LMXJV'],
  [1, 'Portero', '07:00', '19:00', 'SD'],
  [1, 'Limpiador', '08:00', '14:00', 'LMXJVS'],
  [1, 'Limpiador', '08:00', '14:00', 'LMXJV'],
  [1, 'Jardinero', '08:00', '12:00', 'MJ'],
  [1, 'Mantenimiento', '09:00', '17:00', 'LMXJV'],
  [2, 'Portero', '07:00', '15:00', 'LMXJV'],
  [2, 'Portero', '15:00', '23:00', 'LMXJV'],
  [2, 'Limpiador', '08:00', '14:00', 'LMXJVS'],
  [2, 'Sereno', '22:00', '23:59', 'LMXJVSD'],
  [3, 'Portero', '08:00', '16:00', 'LMXJV'],
];

/** The fifth person resigned two months ago; the sixth is on leave of the job (inactive). */
const UNLINKED = 4;
const INACTIVE = 5;
/** The seventh works a season (zafral), the third is a stand-in (suplente). */
const SEASONAL = 6;
const STAND_IN = 2;

/** The annual leave has no fixed top: Ley 12.590 gives each person their own balance (20 days and seniority). */
const licenseTypePlans = [
  ['Licencia anual', null, true, true],
  ['Enfermedad', null, true, false],
  ['Estudio', 6, true, false],
  ['Sin goce de sueldo', 30, false, false],
] as const;

type LicensePlan = [
  personnelId: number,
  typePosition: number,
  start: string | number,
  end: string | number,
  status: License['status'],
  notes?: string,
];

/** Dates as on DEMO_TODAY, or days from today. */
const licensePlans: readonly LicensePlan[] = [
  [1, 0, '2026-01-05', '2026-01-24', 'aprobada'],
  [2, 1, '2026-06-10', '2026-06-12', 'aprobada', 'Certificado médico entregado.'],
  [1, 0, 20, 24, 'pendiente', 'Vacaciones de verano.'],
  [4, 2, 5, 6, 'pendiente', 'Exámenes en la UdelaR.'],
  [7, 3, '2026-07-01', '2026-07-15', 'rechazada'],
  [8, 0, -3, 11, 'aprobada'],
  [10, 1, 1, 2, 'pendiente'],
  [12, 0, '2026-02-02', '2026-02-15', 'aprobada'],
];

/**
 * The staff of the three complejos with their workdays, the leave types each complejo grants, two weeks of
 * clock-ins up to today, one contract per person, the one resignation and a few licenses past, current and asked
 * for. CIs come from `pickCi`, so none repeats a resident's, a user's or a visitor's.
 */
export const layoutPersonnel = (
  base: DemoBase,
  calendar: DemoCalendar,
  pickCi: (random: Random) => string,
): DemoPersonnelData => {
  const random = seededRandom(2026_06);
  const { today } = calendar;

  const personnel = staffPlan.map(
    ([buildingId, personnelType, workdayStart, workdayEnd, workdays], index): DemoPersonnel => ({
      id: index + 1,
      buildingId,
      personnelType,
      name: random.pick(firstNames),
      lastName: random.pick(lastNames),
      identity: pickCi(random),
      phone: mobileFor(random),
      email: '',
      workdayStart,
      workdayEnd,
      workdays,
      status: index === UNLINKED ? 'desvinculado' : index === INACTIVE ? 'inactivo' : 'activo',
    }),
  );

  const licenseTypes = base.buildings.flatMap((building, index) =>
    licenseTypePlans.map(
      ([name, maxDays, paid, annual], position): DemoLicenseType => ({
        id: index * licenseTypePlans.length + position + 1,
        buildingId: building.id,
        name,
        maxDays,
        paid,
        annual,
      }),
    ),
  );

  const timeRecords = personnel
    .filter((person) => person.status === 'activo')
    .flatMap((person) =>
      Array.from({ length: 14 }, (_, index) => calendar.fromToday(index - 13))
        .filter((date) => person.workdays.includes(workdayLetterOf(date)))
        .map((date) => {
          const late = random.chance(0.15) ? random.int(1, 25) : 0;
          const [hours, minutes] = person.workdayStart!.split(':').map(Number) as [number, number];
          return {
            personnelId: person.id,
            date,
            entryTime: `${String(hours).padStart(2, '0')}:${String(minutes + late).padStart(2, '0')}`,
            exitTime: date === today ? null : person.workdayEnd!,
            notes: late > 15 ? 'Llegada tarde avisada' : '',
          };
        }),
    )
    .map((record, index): DemoTimeRecord => ({ id: index + 1, ...record }));
  // The desk forgot one exit: the first person's last day before today shows on Horario as «Falta la salida».
  const forgotten = timeRecords.filter((record) => record.personnelId === 1 && record.date < today).at(-1);
  if (forgotten) Object.assign(forgotten, { exitTime: null, notes: 'No marcó la salida' });

  const resignedOn = calendar.month('2026-09-30');
  const contracts = personnel.map(
    (person, index): DemoContract => ({
      id: index + 1,
      buildingId: person.buildingId,
      personnelId: person.id,
      type: index === SEASONAL ? 'zafral' : index === STAND_IN ? 'suplente' : 'efectivo',
      startDate: calendar.month(`${2016 + (index % 8)}-0${(index % 9) + 1}-01`),
      endDate: person.status === 'desvinculado' ? resignedOn : index === SEASONAL ? calendar.month('2027-03-31') : null,
      monthlySalary: [3_850_000, 3_850_000, 2_900_000, 3_200_000, 3_200_000, 2_600_000, 4_100_000][index % 7]!,
      weeklyHours: person.workdays.length >= 5 ? 44 : 24,
      fileKey: index % 3 === 0 ? `c${companyIdOf(base, person.buildingId)}/contratos/contrato-${index + 1}.pdf` : null,
      status: person.status === 'desvinculado' ? 'finalizado' : person.status === 'inactivo' ? 'suspendido' : 'vigente',
    }),
  );

  const unlinks = personnel
    .filter((person) => person.status === 'desvinculado')
    .map(
      (person, index): DemoUnlink => ({
        id: index + 1,
        buildingId: person.buildingId,
        personnelId: person.id,
        contractId: contracts.find((contract) => contract.personnelId === person.id)!.id,
        date: resignedOn,
        reason: 'renuncia',
        notes: 'Presentó renuncia con 30 días de preaviso.',
      }),
    );

  const dateOf = (written: string | number) =>
    typeof written === 'number' ? calendar.fromToday(written) : calendar.day(written);
  const licenses = licensePlans.map(
    ([personnelId, typePosition, start, end, status, notes = ''], index): DemoLicense => {
      const person = personnel.find((candidate) => candidate.id === personnelId)!;
      const type = licenseTypes.filter((candidate) => candidate.buildingId === person.buildingId)[typePosition]!;
      const startDate = dateOf(start);
      const endDate = dateOf(end);
      return {
        id: index + 1,
        buildingId: person.buildingId,
        personnelId,
        licenseTypeId: type.id,
        startDate,
        endDate,
        days: licenseDays(startDate, endDate),
        notes,
        status,
      };
    },
  );

  return { personnel, licenseTypes, timeRecords, contracts, unlinks, licenses };
};
