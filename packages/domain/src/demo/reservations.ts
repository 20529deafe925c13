import { addDays, periodOf } from '../dates/dates';
import type { Maintenance, MaintenanceStatus } from '../entities/maintenance';
import type { Reserve, ReserveStatus } from '../entities/reserve';
import { bookingsUnder, isLiveReserve } from '../reservations/availability';
import { chargeOf, monthlyBookingsOf, reachesMonthlyLimit } from '../reservations/bookings';
import type { DemoCalendar } from './calendar';
import { residentOfUnit, unitsOf } from './people';
import { seededRandom } from './random';
import type { DemoBase, DemoCommonArea } from './types';

/** A reserve; the area's and turn's names and times, the unit's label and the resident's name are read from theirs. */
export type DemoReserve = Omit<
  Reserve,
  'commonArea' | 'turn' | 'startTime' | 'endTime' | 'apartment' | 'resident' | 'charge'
>;

/** A maintenance; its frequency goes by name (reference data), the area's name is read from the area. */
export type DemoMaintenance = Omit<Maintenance, 'commonArea' | 'frequencyId' | 'frequency'> & { frequency: string };

/**
 * The charge of a confirmed booking with a price whose month has no gastos comunes period yet (the months after the
 * current one): the server's seed links it to its booking. The months the demo's gastos comunes lay out already
 * carry what their bookings charged, as one sum per unit (`commonExpenses.commonAreaCharges`).
 */
export type DemoReserveCharge = {
  reserveId: number;
  buildingId: number;
  apartmentId: number;
  period: string;
  amount: number;
};

export type DemoReservations = {
  reserves: DemoReserve[];
  maintenances: DemoMaintenance[];
  charges: DemoReserveCharge[];
};

const RESERVES = 70;

/**
 * About 70 reserves from 80 days back to 70 ahead, and Parque Batlle's bookings of the last days (three requests for
 * its party hall awaiting approval, a swim today); one live reserve per area, day and turn; Playa Brava has none. A
 * live one keeps the rules a booking made through the server keeps (reservations/): never under a live maintenance
 * of its area, never past its area's monthly limit for the unit.
 */
const layoutReserves = (base: DemoBase, calendar: DemoCalendar, maintenances: DemoMaintenance[]): DemoReserve[] => {
  const random = seededRandom(2026_04);
  const { today } = calendar;
  const statusFor = (date: string, area: DemoCommonArea): ReserveStatus => {
    if (date < today) return random.pick(['confirmada', 'confirmada', 'confirmada', 'cancelada', 'rechazada']);
    if (!area.requiresApproval) return random.chance(0.1) ? 'cancelada' : 'confirmada';
    return random.pick(['pendiente', 'pendiente', 'confirmada', 'confirmada', 'rechazada']);
  };
  const reserves: DemoReserve[] = [];
  const taken = new Set<string>();
  const bookable = base.commonAreas.filter((area) => area.buildingId !== 3);
  while (reserves.length < RESERVES) {
    const commonArea = random.pick(bookable);
    const turn = random.pick(commonArea.turns);
    const date = calendar.fromToday(random.int(-80, 70));
    const key = `${commonArea.id}|${date}|${turn.id}`;
    if (taken.has(key)) continue;
    taken.add(key);
    const apartment = random.pick(unitsOf(base, commonArea.buildingId));
    // Whoever lives in the unit books: its owner, or the tenant renting it.
    const booker = residentOfUnit(base, apartment.id);
    const reserve: DemoReserve = {
      id: reserves.length + 1,
      buildingId: commonArea.buildingId,
      commonAreaId: commonArea.id,
      turnId: turn.id,
      apartmentId: apartment.id,
      residentId: booker?.id ?? null,
      date,
      price: commonArea.price,
      notes: random.chance(0.2) ? random.pick(['Cumpleaños de 15', 'Reunión familiar', 'Despedida de año']) : '',
      status: statusFor(date, commonArea),
      createdAt: calendar.moment(addDays(date, -random.int(3, 30)), '10:15'),
    };
    const ofArea = reserves.filter((other) => other.commonAreaId === commonArea.id);
    const closing = maintenances.filter((maintenance) => maintenance.commonAreaId === commonArea.id);
    const breaksRules =
      closing.some(
        (maintenance) =>
          (maintenance.status === 'pendiente' || maintenance.status === 'en_curso') &&
          bookingsUnder(maintenance, commonArea.turns, [reserve]).length > 0,
      ) || reachesMonthlyLimit(commonArea, monthlyBookingsOf(ofArea, apartment.id, periodOf(date)));
    if (isLiveReserve(reserve) && breaksRules) continue;
    reserves.push(reserve);
  }
  for (const booking of recentBookings(base, calendar, reserves)) reserves.push(booking);
  // Numbered by date, as a list shows them.
  return reserves
    .sort((a, b) => a.date.localeCompare(b.date) || a.id - b.id)
    .map((reserve, index) => ({ ...reserve, id: index + 1 }));
};

/**
 * A booking of the last days: the requests still awaiting approval and today's swim, what the administrator finds on
 * Inicio on the demo's day.
 */
type RequestPlan = readonly [
  area: string,
  turn: string,
  daysFromToday: number,
  bookedDaysAgo: number,
  bookedAt: string,
  unitIndex: number,
  notes: string,
  status: ReserveStatus,
];

const requestPlans: readonly RequestPlan[] = [
  ['Salón de fiestas', 'Noche', 3, 1, '09:40', 5, 'Cumpleaños de 15', 'pendiente'],
  ['Salón de fiestas', 'Mediodía', 9, 0, '08:55', 17, 'Almuerzo familiar', 'pendiente'],
  ['Salón de fiestas', 'Noche', 16, 2, '18:20', 30, '', 'pendiente'],
  // Free and confirmed at once: it charges nothing, so the gastos comunes of the month stay as they were.
  ['Piscina', 'Tarde', 0, 0, '08:30', 11, '', 'confirmada'],
];

/**
 * Parque Batlle's bookings of the last days, each on a turn no live booking holds and for a unit still within the
 * area's monthly limit (the next day or the next unit otherwise).
 */
const recentBookings = (base: DemoBase, calendar: DemoCalendar, booked: readonly DemoReserve[]): DemoReserve[] => {
  const requests: DemoReserve[] = [];
  for (const [name, turnName, daysFromToday, bookedDaysAgo, bookedAt, unitIndex, notes, status] of requestPlans) {
    const area = base.commonAreas.find((candidate) => candidate.buildingId === 1 && candidate.name === name)!;
    const turn = area.turns.find((candidate) => candidate.name === turnName)!;
    const ofArea = [...booked, ...requests].filter((reserve) => reserve.commonAreaId === area.id);
    let date = calendar.fromToday(daysFromToday);
    while (ofArea.some((reserve) => isLiveReserve(reserve) && reserve.date === date && reserve.turnId === turn.id)) {
      date = addDays(date, 1);
    }
    const units = unitsOf(base, area.buildingId);
    const unit = [...units.slice(unitIndex), ...units.slice(0, unitIndex)].find(
      (candidate) =>
        residentOfUnit(base, candidate.id) !== undefined &&
        !reachesMonthlyLimit(area, monthlyBookingsOf(ofArea, candidate.id, periodOf(date))),
    )!;
    requests.push({
      id: 0,
      buildingId: area.buildingId,
      commonAreaId: area.id,
      turnId: turn.id,
      apartmentId: unit.id,
      residentId: residentOfUnit(base, unit.id)!.id,
      date,
      price: area.price,
      notes,
      status,
      createdAt: calendar.moment(calendar.fromToday(-bookedDaysAgo), bookedAt),
    });
  }
  return requests;
};

type MaintenancePlan = [
  area: readonly [buildingId: number, name: string] | null,
  frequency: string,
  title: string,
  provider: string,
  daysFromToday: number,
  times: readonly [start: string, end: string] | null,
  cost: number,
  cancelled?: boolean,
];

const maintenancePlans: readonly MaintenancePlan[] = [
  [
    [1, 'Piscina'],
    'Mensual',
    'Limpieza y cloración de la piscina',
    'Piscinas del Este',
    -25,
    ['08:00', '12:00'],
    450_000,
  ],
  [
    [1, 'Salón de fiestas'],
    'Trimestral',
    'Pintura del salón de fiestas',
    'Pinturas Malvín',
    -12,
    ['08:00', '17:00'],
    2_800_000,
  ],
  [
    [1, 'Parrillero'],
    'Mensual',
    'Limpieza de campana del parrillero',
    'Limpiezas Uruguay',
    -3,
    ['09:00', '11:00'],
    180_000,
  ],
  [[1, 'Piscina'], 'Mensual', 'Control de bombas de la piscina', 'Piscinas del Este', 0, ['08:00', '12:00'], 320_000],
  [[1, 'Salón de fiestas'], 'Semanal', 'Desinfección del salón', 'Fumigaciones Prado', 4, ['07:00', '10:00'], 150_000],
  [[1, 'Parrillero'], 'Anual', 'Cambio de rejillas del parrillero', 'Herrería Cordón', 9, ['09:00', '15:00'], 640_000],
  [null, 'Anual', 'Revisión de ascensores Torre A', 'Ascensores Atlas', 15, ['08:00', '18:00'], 1_250_000],
  [[2, 'Gimnasio'], 'Mensual', 'Mantenimiento de máquinas', 'Fitness Service', -18, ['12:00', '16:00'], 380_000],
  [
    [2, 'Salón de usos múltiples'],
    'Única vez',
    'Reparación de aire acondicionado',
    'Clima Total',
    6,
    ['09:00', '13:00'],
    950_000,
  ],
  [[2, 'Barbacoa'], 'Mensual', 'Limpieza de barbacoa', 'Limpiezas Uruguay', 11, ['10:00', '12:00'], 160_000],
  [[2, 'Gimnasio'], 'Única vez', 'Cambio de espejos', 'Vidriería Pocitos', 20, ['07:00', '11:00'], 720_000, true],
  [[3, 'Salón comunal'], 'Mensual', 'Limpieza del salón comunal', 'Limpiezas del Este', 2, ['08:00', '10:00'], 90_000],
];

/** Work done, under way today and planned; a maintenance without an area is of the whole complejo (Parque Batlle). */
const layoutMaintenances = (base: DemoBase, calendar: DemoCalendar): DemoMaintenance[] =>
  maintenancePlans.map(([area, frequency, title, provider, daysFromToday, times, cost, cancelled], index) => {
    const commonArea = area
      ? base.commonAreas.find((candidate) => candidate.buildingId === area[0] && candidate.name === area[1])
      : undefined;
    if (area && !commonArea) throw new Error(`La demostración no tiene el área «${area[1]}» del complejo ${area[0]}.`);
    const date = calendar.fromToday(daysFromToday);
    const status: MaintenanceStatus = cancelled
      ? 'cancelado'
      : date < calendar.today
        ? 'finalizado'
        : date === calendar.today
          ? 'en_curso'
          : 'pendiente';
    return {
      id: index + 1,
      buildingId: commonArea?.buildingId ?? 1,
      commonAreaId: commonArea?.id ?? null,
      frequency,
      title,
      description: '',
      provider,
      date,
      startTime: times?.[0] ?? null,
      endTime: times?.[1] ?? null,
      cost,
      status,
    };
  });

/** The reservations module: reserves of the common areas, their maintenances, and the charges of months ahead. */
export const layoutReservations = (base: DemoBase, calendar: DemoCalendar): DemoReservations => {
  const maintenances = layoutMaintenances(base, calendar);
  const reserves = layoutReserves(base, calendar, maintenances);
  const current = periodOf(calendar.today);
  const charges = reserves.flatMap((reserve) => {
    const charge = chargeOf(reserve);
    if (!charge || charge.period <= current) return [];
    return [{ reserveId: reserve.id, buildingId: reserve.buildingId, apartmentId: reserve.apartmentId, ...charge }];
  });
  return { reserves, maintenances, charges };
};
