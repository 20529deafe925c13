import type { ResidentRelation } from '../entities/resident';
import { ciFromBody } from '../validators/ci';
import { emailFor, firstNames, lastNames, mobileFor } from './names';
import type { Random } from './random';
import type { DemoApartment, DemoResident, DemoResidentLink } from './types';

/**
 * Hands out valid CIs (check digit of SPEC §5), each different from every other one it gave and from `taken`: a
 * complejo refuses a repeated CI, and so does the users list.
 */
export const createCiPicker = (taken: Iterable<string> = []) => {
  const used = new Set(taken);
  return (random: Random): string => {
    let body = random.int(1_000_000, 6_999_999);
    while (used.has(ciFromBody(body))) body += 1;
    const ci = ciFromBody(body);
    used.add(ci);
    return ci;
  };
};

const isoDate = (year: number, month: number, day: number) =>
  `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/**
 * One resident per unit: its owner, or (about a third of the units) the tenant renting it. Most give an e-mail
 * and a mobile; a few are inactive (moved out).
 */
export const layoutResidents = (
  apartments: readonly DemoApartment[],
  random: Random,
  pickCi: (random: Random) => string,
) => {
  const residents: DemoResident[] = [];
  const residentApartments: DemoResidentLink[] = [];
  for (const apartment of apartments) {
    const relation: ResidentRelation = random.chance(0.35) ? 'inquilino' : 'propietario';
    const name = random.pick(firstNames);
    const lastName = random.pick(lastNames);
    const year = relation === 'inquilino' ? random.int(1975, 2002) : random.int(1948, 1995);
    const resident: DemoResident = {
      id: residents.length + 1,
      buildingId: apartment.buildingId,
      name,
      lastName,
      identity: pickCi(random),
      email: random.chance(0.85) ? emailFor(name, lastName, random) : '',
      phone: random.chance(0.9) ? mobileFor(random) : '',
      birthDate: isoDate(year, random.int(1, 12), random.int(1, 28)),
      status: random.chance(0.05) ? 'inactivo' : 'activo',
    };
    residents.push(resident);
    residentApartments.push({ residentId: resident.id, apartmentId: apartment.id, relation });
  }
  return { residents, residentApartments };
};
