import { addDays } from '../dates/dates';
import type { Maintenance, MaintenanceStatus } from '../entities/maintenance';
import type { Reserve, ReserveStatus } from '../entities/reserve';
import type { DemoCalendar } from './calendar';
import { residentOfUnit, unitsOf } from './people';
import { seededRandom } from './random';
import type { DemoBase, DemoCommonArea } from './types';

/** A reserve; the area's and turn's names and times, the unit's label and the resident's name are read from theirs. */
export type DemoReserve = Omit<Reserve, 'commonArea' | 'turn' | 'startTime' | 'endTime' | 'apartment' | 'resident'>;

/** A maintenance; its frequency goes by name (reference data), the area's name is read from the area. */
export type DemoMaintenance = Omit<Maintenance, 'commonArea' | 'frequencyId' | 'frequency'> & { frequency: string };

export type DemoReservations = { reserves: DemoReserve[]; maintenances: DemoMaintenance[] };

const RESERVES = 70;

/** About 70 reserves from 80 days back to 70 ahead, one live reserve per area, day and turn; Playa Brava has none. */
const layoutReserves = (base: DemoBase, calendar: DemoCalendar): DemoReserve[] => {
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
    reserves.push({
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
    });
  }
  // Numbered by date, as a list shows them.
  return reserves
    .sort((a, b) => a.date.localeCompare(b.date) || a.id - b.id)
    .map((reserve, index) => ({ ...reserve, id: index + 1 }));
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

/** The reservations module: reserves of the common areas and their maintenances. */
export const layoutReservations = (base: DemoBase, calendar: DemoCalendar): DemoReservations => ({
  reserves: layoutReserves(base, calendar),
  maintenances: layoutMaintenances(base, calendar),
});
