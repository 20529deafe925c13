import type { ActiveStatus, Resident, ResidentRelation } from '@horizontal/domain';
import { createCiPicker, emailFor, firstNames, lastNames, mobileFor, seededRandom } from '@horizontal/domain/demo';

/** Issue #8: a complejo of 2,000 apartments and 5,000 residents. */
export const APARTMENTS = 2_000;
export const RESIDENTS = 5_000;

/** Five towers of 25 floors with 16 units each: "Torre C · 1207" is floor 12, door 07. */
export const TOWERS = ['Torre A', 'Torre B', 'Torre C', 'Torre D', 'Torre E'] as const;
const FLOORS = 25;
const DOORS = APARTMENTS / TOWERS.length / FLOORS;

type Unit = Resident['apartments'][number];

const isoDate = (year: number, month: number, day: number) =>
  `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/**
 * Every unit has an owner; the rest are tenants and relatives spread over the units, and a few owners have a
 * second unit, sometimes in another tower (so the tower filter has residents of two towers to keep). Names,
 * e-mails, phones, CIs and the seeded random are the demo generator's (@horizontal/domain/demo), so the bench reads
 * like the demo data and the same seed gives the same complejo on every run, so runs can be compared.
 */
export const makeResidents = (seed = 8): Resident[] => {
  const random = seededRandom(seed);
  const pickCi = createCiPicker();
  const units = TOWERS.flatMap((tower, towerIndex) =>
    Array.from({ length: FLOORS * DOORS }, (_, index) => ({
      id: towerIndex * FLOORS * DOORS + index + 1,
      tower,
      number: `${Math.floor(index / DOORS) + 1}${String((index % DOORS) + 1).padStart(2, '0')}`,
    })),
  );

  return Array.from({ length: RESIDENTS }, (_, index) => {
    const unit = index < units.length ? units[index]! : random.pick(units);
    const relation: ResidentRelation =
      index < units.length ? 'propietario' : random.pick(['inquilino', 'familiar'] as const);
    const apartments: Unit[] = [{ ...unit, relation }];
    if (relation === 'propietario' && random.chance(0.04)) {
      apartments.push({ ...random.pick(units), relation: 'propietario' });
    }
    // The demo's pools are short: two-word names and double surnames, common in Uruguay, spread the search hits.
    const firstName = random.pick(firstNames);
    const name = random.chance(0.15) ? `${firstName} ${random.pick(firstNames)}` : firstName;
    const surname = random.pick(lastNames);
    const lastName = random.chance(0.6) ? `${surname} ${random.pick(lastNames)}` : surname;
    const year = relation === 'familiar' ? random.int(1985, 2008) : random.int(1945, 1999);
    const status: ActiveStatus = random.chance(0.06) ? 'inactivo' : 'activo';
    return {
      id: index + 1,
      buildingId: 1,
      name,
      lastName,
      identity: pickCi(random),
      email: random.chance(0.85) ? emailFor(firstName, surname, random) : '',
      phone: random.chance(0.9) ? mobileFor(random) : '',
      birthDate: isoDate(year, random.int(1, 12), random.int(1, 28)),
      status,
      apartments,
    };
  });
};
