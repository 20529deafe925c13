import { groupThousands, type Resident, unitLabel } from '@horizontal/domain';

/** A resident a message can reach; `email` is '' when they gave none (residents' e-mail is optional). */
export type RecipientResident = { id: number; name: string; email: string };

/** A unit of the complejo with its active residents: who a message to the unit (or its tower) reaches. */
export type RecipientUnit = {
  id: number;
  /** «Torre A · 101», as every list names it. */
  name: string;
  tower: string | null;
  residents: readonly RecipientResident[];
};

/** To whom a new message goes: the whole complejo, the units of some towers, or some units. */
export const audiences = ['todos', 'torres', 'unidades'] as const;
export type Audience = (typeof audiences)[number];

export type RecipientChoice = { audience: Audience; towers: readonly string[]; unitIds: readonly number[] };

/** How many people a message reaches and, of them, how many no e-mail will reach. */
export type Reach = { people: number; withoutEmail: number; units: number };

const collator = new Intl.Collator('es', { sensitivity: 'base', numeric: true });

/**
 * The complejo's units with their active residents, from the apartments and residents lists the app already loads
 * (GET /apartments/findall, POST /residents/findall): only active residents are written to (the server's rule).
 */
export const recipientUnitsOf = (
  apartments: readonly { id: number; number: string; tower: string | null }[],
  residents: readonly Pick<Resident, 'id' | 'name' | 'lastName' | 'email' | 'status' | 'apartments'>[],
): RecipientUnit[] =>
  apartments.map((apartment) => ({
    id: apartment.id,
    name: unitLabel(apartment),
    tower: apartment.tower,
    residents: residents
      .filter(
        (resident) => resident.status === 'activo' && resident.apartments.some((unit) => unit.id === apartment.id),
      )
      .map((resident) => ({
        id: resident.id,
        name: `${resident.name} ${resident.lastName}`.trim(),
        email: resident.email,
      })),
  }));

/** The towers the units stand in, in the order a person reads them (Torre 2 before Torre 10). */
export const towersOf = (units: readonly RecipientUnit[]): string[] =>
  [...new Set(units.flatMap((unit) => (unit.tower ? [unit.tower] : [])))].sort(collator.compare);

/** The units a choice writes to: every one, those of the towers picked, or those picked. */
export const unitsReached = (units: readonly RecipientUnit[], choice: RecipientChoice): RecipientUnit[] => {
  switch (choice.audience) {
    case 'todos':
      return [...units];
    case 'torres':
      return units.filter((unit) => unit.tower !== null && choice.towers.includes(unit.tower));
    case 'unidades':
      return units.filter((unit) => choice.unitIds.includes(unit.id));
  }
};

/**
 * Who a choice reaches: each resident once, however many of the units picked they live in or own, and how many of
 * them have no e-mail address (the message reaches residents by e-mail).
 */
export const reachOf = (units: readonly RecipientUnit[], choice: RecipientChoice): Reach => {
  const reached = unitsReached(units, choice);
  const people = new Map<number, RecipientResident>();
  for (const unit of reached) for (const resident of unit.residents) people.set(resident.id, resident);
  const withoutEmail = [...people.values()].filter((resident) => resident.email.trim() === '').length;
  return { people: people.size, withoutEmail, units: reached.length };
};

const amount = (count: number) => groupThousands(String(count));

/** Nothing picked yet: the line says what to pick rather than «0 personas». */
const nothingPicked: Readonly<Record<Exclude<Audience, 'todos'>, string>> = {
  torres: 'Elija una o más torres para ver a cuántas personas llega.',
  unidades: 'Elija una o más unidades para ver a cuántas personas llega.',
};

/**
 * The line under the recipients: «Llega a 24 personas de 12 unidades. 5 no tienen correo electrónico: no les llegará
 * por correo.», said again as the towers or units change.
 */
export const reachSentence = (reach: Reach, choice: RecipientChoice): string => {
  if (choice.audience !== 'todos' && reach.units === 0) return nothingPicked[choice.audience];
  const units = reach.units === 1 ? '1 unidad' : `${amount(reach.units)} unidades`;
  if (reach.people === 0) {
    if (choice.audience === 'todos') return 'El complejo no tiene residentes activos a quienes escribir.';
    return reach.units === 1
      ? 'Esa unidad no tiene residentes activos.'
      : `Ninguna de esas ${units} tiene residentes activos.`;
  }
  const people = reach.people === 1 ? 'Llega a 1 persona' : `Llega a ${amount(reach.people)} personas`;
  const email =
    reach.withoutEmail === 0
      ? reach.people === 1
        ? 'Tiene correo electrónico.'
        : 'Todas tienen correo electrónico.'
      : reach.withoutEmail === 1
        ? '1 no tiene correo electrónico: no le llegará por correo.'
        : `${amount(reach.withoutEmail)} no tienen correo electrónico: no les llegará por correo.`;
  return `${people} de ${units}. ${email}`;
};
