import { allocateCents } from '../formatters/money';
import type { Random } from './random';
import type { DemoApartment, DemoPantry, DemoParking, DemoTower } from './types';

const UNITS_PER_FLOOR = 4;
/** Square metres by position on the floor: the corner units are the large ones. */
const AREAS = [92.5, 64, 64, 78.25] as const;
const ROOMS = [3, 2, 2, 2] as const;
/** The ground-floor corner of Torre Norte faces the rambla: a shop. */
const SHOP = { towerId: 3, floor: 1, position: 0 } as const;

/** Four units a floor, numbered 101…604; each complejo's coefficients split 100 % by area, to the ten-thousandth. */
export const layoutApartments = (towers: readonly DemoTower[]): DemoApartment[] => {
  const units = towers.flatMap((tower) =>
    Array.from({ length: tower.floors * UNITS_PER_FLOOR }, (_, index) => {
      const floor = Math.floor(index / UNITS_PER_FLOOR) + 1;
      const position = index % UNITS_PER_FLOOR;
      const shop = tower.id === SHOP.towerId && floor === SHOP.floor && position === SHOP.position;
      return {
        buildingId: tower.buildingId,
        towerId: tower.id,
        unitType: shop ? 'Local comercial' : 'Apartamento',
        number: `${floor}0${position + 1}`,
        floor,
        rooms: shop ? 0 : ROOMS[position]!,
        area: AREAS[position]!,
      };
    }),
  );
  const coefficients = new Map<(typeof units)[number], number>();
  for (const buildingId of new Set(units.map((unit) => unit.buildingId))) {
    const own = units.filter((unit) => unit.buildingId === buildingId);
    const shares = allocateCents(
      1_000_000,
      own.map((unit) => unit.area),
    );
    for (const [index, unit] of own.entries()) coefficients.set(unit, shares[index]! / 10_000);
  }
  return units.map((unit, index) => ({ id: index + 1, ...unit, coefficient: coefficients.get(unit)! }));
};

/** How many despensas and estacionamientos each complejo has. */
const SPACES: Record<number, { pantries: number; parkings: number }> = {
  1: { pantries: 12, parkings: 20 },
  2: { pantries: 12, parkings: 20 },
  3: { pantries: 6, parkings: 8 },
};
/** The last ones of each complejo are always free, so every list shows both kinds. */
const FREE_AT_THE_END = 2;

/** Hands each space to a different unit of its complejo, most of them; `free` says which stay unassigned. */
const assign = (apartments: readonly DemoApartment[], buildingId: number, count: number, random: Random) => {
  const pool = apartments.filter((apartment) => apartment.buildingId === buildingId);
  return Array.from({ length: count }, (_, index) => {
    if (index >= count - FREE_AT_THE_END || !random.chance(0.85) || pool.length === 0) return null;
    const [unit] = pool.splice(Math.floor(random.next() * pool.length), 1);
    return unit!.id;
  });
};

export const layoutSpaces = (apartments: readonly DemoApartment[], buildingIds: readonly number[], random: Random) => {
  const pantries: DemoPantry[] = [];
  const parkings: DemoParking[] = [];
  for (const buildingId of buildingIds) {
    const plan = SPACES[buildingId] ?? { pantries: 0, parkings: 0 };
    assign(apartments, buildingId, plan.pantries, random).forEach((apartmentId, index) => {
      pantries.push({
        id: pantries.length + 1,
        buildingId,
        number: `D-${String(index + 1).padStart(2, '0')}`,
        description: index < plan.pantries / 2 ? 'Subsuelo 1' : 'Subsuelo 2',
        apartmentId,
      });
    });
    assign(apartments, buildingId, plan.parkings, random).forEach((apartmentId, index) => {
      const covered = index < plan.parkings * 0.7;
      parkings.push({
        id: parkings.length + 1,
        buildingId,
        number: `E-${String(index + 1).padStart(2, '0')}`,
        description: covered ? 'Cochera cubierta, subsuelo' : 'Playa exterior',
        covered,
        apartmentId,
      });
    });
  }
  return { pantries, parkings };
};
