import { type AudienceResident, type AudienceUnit, groupThousands } from '@horizontal/domain';

/**
 * To whom a new message goes: the whole complejo, the units of some towers, some units, or the staff alone. Colleagues
 * picked in «Personal» get it besides, whatever the choice.
 */
export const audiences = ['todos', 'torres', 'unidades', 'personal'] as const;
export type Audience = (typeof audiences)[number];

export type RecipientChoice = {
  audience: Audience;
  towers: readonly string[];
  unitIds: readonly number[];
  /** The colleagues picked (users' ids): the message is in their Recibidos. */
  staffIds: readonly number[];
};

/**
 * How many residents a message reaches and, of them, how many no e-mail will reach, from how many units; and how many
 * colleagues of the staff.
 */
export type Reach = { people: number; withoutEmail: number; units: number; staff: number };

const collator = new Intl.Collator('es', { sensitivity: 'base', numeric: true });

/** The towers the units stand in, in the order a person reads them (Torre 2 before Torre 10). */
export const towersOf = (units: readonly AudienceUnit[]): string[] =>
  [...new Set(units.flatMap((unit) => (unit.tower ? [unit.tower] : [])))].sort(collator.compare);

/** The units a choice writes to: every one, those of the towers picked, those picked, or none (the staff alone). */
export const unitsReached = (units: readonly AudienceUnit[], choice: RecipientChoice): AudienceUnit[] => {
  switch (choice.audience) {
    case 'todos':
      return [...units];
    case 'torres':
      return units.filter((unit) => unit.tower !== null && choice.towers.includes(unit.tower));
    case 'unidades':
      return units.filter((unit) => choice.unitIds.includes(unit.id));
    case 'personal':
      return [];
  }
};

/**
 * Who a choice reaches: each resident once, however many of the units picked they live in or own, and how many of
 * them have no e-mail address (the message reaches residents by e-mail); and each colleague picked once.
 */
export const reachOf = (units: readonly AudienceUnit[], choice: RecipientChoice): Reach => {
  const reached = unitsReached(units, choice);
  const people = new Map<number, AudienceResident>();
  for (const unit of reached) for (const resident of unit.residents) people.set(resident.id, resident);
  const withoutEmail = [...people.values()].filter((resident) => resident.hasEmail === false).length;
  return { people: people.size, withoutEmail, units: reached.length, staff: new Set(choice.staffIds).size };
};

const amount = (count: number) => groupThousands(String(count));

/** Nothing picked yet: the line says what to pick rather than «0 personas». */
const nothingPicked: Readonly<Record<Exclude<Audience, 'todos'>, string>> = {
  torres: 'Elija una o más torres para ver a cuántas personas llega.',
  unidades: 'Elija una o más unidades para ver a cuántas personas llega.',
  personal: 'Elija a las personas del personal que lo recibirán.',
};

/** «1 persona del personal», «3 personas del personal». */
const colleagues = (count: number) =>
  count === 1 ? '1 persona del personal' : `${amount(count)} personas del personal`;

/** Whom a choice of the complejo, its towers or its units reaches: the residents' part of the line. */
const residentsSentence = (reach: Reach, choice: RecipientChoice): string => {
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

/**
 * The line under the recipients: «Llega a 24 personas de 12 unidades. 5 no tienen correo electrónico: no les llegará
 * por correo.», and « También llega a 2 personas del personal.» when colleagues are picked besides; said again as the
 * towers, units or colleagues change. To the staff alone: «Llega a 2 personas del personal.»
 */
export const reachSentence = (reach: Reach, choice: RecipientChoice): string => {
  if (choice.audience === 'personal') {
    return reach.staff === 0 ? nothingPicked.personal : `Llega a ${colleagues(reach.staff)}.`;
  }
  const residents = residentsSentence(reach, choice);
  return reach.staff === 0 ? residents : `${residents} También llega a ${colleagues(reach.staff)}.`;
};
