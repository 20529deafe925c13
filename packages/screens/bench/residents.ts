import { type ActiveStatus, type Resident, type ResidentRelation, randomCi } from '@horizontal/domain';

/** Issue #8: a complejo of 2,000 apartments and 5,000 residents. */
export const APARTMENTS = 2_000;
export const RESIDENTS = 5_000;

/** Five towers of 25 floors with 16 units each: "Torre C · 1207" is floor 12, door 07. */
export const TOWERS = ['Torre A', 'Torre B', 'Torre C', 'Torre D', 'Torre E'] as const;
const FLOORS = 25;
const DOORS = APARTMENTS / TOWERS.length / FLOORS;

const firstNames = [
  'Martín',
  'Lucía',
  'Sofía',
  'Mateo',
  'Valentina',
  'Santiago',
  'Camila',
  'Joaquín',
  'Florencia',
  'Agustín',
  'Micaela',
  'Federico',
  'Gabriela',
  'Diego',
  'Natalia',
  'Rodrigo',
  'Carolina',
  'Nicolás',
  'Paula',
  'Gonzalo',
  'Verónica',
  'Sebastián',
  'Andrea',
  'Pablo',
  'Mariana',
  'Facundo',
  'Lorena',
  'Juan Pablo',
  'María José',
  'Ignacio',
  'Cecilia',
  'Bruno',
  'Romina',
  'Emiliano',
  'Silvia',
  'Héctor',
  'Graciela',
  'Washington',
  'Mirta',
  'Álvaro',
  'Ana Laura',
  'José',
  'María',
  'Juan',
  'Beatriz',
  'Ruben',
  'Nelson',
  'Stella',
  'Fernanda',
  'Maximiliano',
];

const lastNames = [
  'Rodríguez',
  'González',
  'Fernández',
  'Martínez',
  'Pérez',
  'García',
  'Sosa',
  'López',
  'Silva',
  'Díaz',
  'Pereira',
  'Suárez',
  'Romero',
  'Ramírez',
  'Acosta',
  'Benítez',
  'Cabrera',
  'Olivera',
  'Núñez',
  'Méndez',
  'Vázquez',
  'Castro',
  'Techera',
  'Píriz',
  'De León',
  'Bentancor',
  'Viera',
  'Ferreira',
  'Correa',
  'Cardozo',
  'Da Silva',
  'Borges',
  'Rocha',
  'Clavijo',
  'Sánchez',
  'Morales',
  'Gómez',
  'Álvarez',
  'Etchevarren',
  'Invernizzi',
];

const mailDomains = ['gmail.com', 'hotmail.com', 'adinet.com.uy', 'vera.com.uy', 'outlook.com'];

/** mulberry32: the same seed gives the same complejo on every run, so runs can be compared. */
const seeded = (seed: number) => {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
};

type Unit = Resident['apartments'][number];

/**
 * Every unit has an owner; the rest are tenants and relatives spread over the units, and a few owners have a
 * second unit, sometimes in another tower (so the tower filter has residents of two towers to keep).
 */
export const makeResidents = (seed = 8): Resident[] => {
  const random = seeded(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const units = TOWERS.flatMap((tower, towerIndex) =>
    Array.from({ length: FLOORS * DOORS }, (_, index) => ({
      id: towerIndex * FLOORS * DOORS + index + 1,
      tower,
      number: `${Math.floor(index / DOORS) + 1}${String((index % DOORS) + 1).padStart(2, '0')}`,
    })),
  );
  const plain = (text: string) =>
    text
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase()
      .replace(/[^a-z]/g, '');
  const usedCis = new Set<string>();
  const uniqueCi = () => {
    let ci = randomCi(random);
    while (usedCis.has(ci)) ci = randomCi(random);
    usedCis.add(ci);
    return ci;
  };

  return Array.from({ length: RESIDENTS }, (_, index) => {
    const unit = index < units.length ? units[index]! : pick(units);
    const relation: ResidentRelation = index < units.length ? 'propietario' : pick(['inquilino', 'familiar'] as const);
    const apartments: Unit[] = [{ ...unit, relation }];
    if (relation === 'propietario' && random() < 0.04) apartments.push({ ...pick(units), relation: 'propietario' });
    const name = random() < 0.15 ? `${pick(firstNames)} ${pick(firstNames)}` : pick(firstNames);
    const lastName = random() < 0.6 ? `${pick(lastNames)} ${pick(lastNames)}` : pick(lastNames);
    const year = relation === 'familiar' ? 1985 + Math.floor(random() * 24) : 1945 + Math.floor(random() * 55);
    const status: ActiveStatus = random() < 0.06 ? 'inactivo' : 'activo';
    return {
      id: index + 1,
      buildingId: 1,
      name,
      lastName,
      identity: uniqueCi(),
      email:
        random() < 0.85
          ? `${plain(name.split(' ')[0]!)}.${plain(lastName.split(' ')[0]!)}${Math.floor(random() * 99) + 1}@${pick(mailDomains)}`
          : '',
      phone:
        random() < 0.9 ? `9${Math.floor(1 + random() * 9)}${String(Math.floor(random() * 1e6)).padStart(6, '0')}` : '',
      birthDate: `${year}-${String(1 + Math.floor(random() * 12)).padStart(2, '0')}-${String(1 + Math.floor(random() * 28)).padStart(2, '0')}`,
      status,
      apartments,
    };
  });
};
