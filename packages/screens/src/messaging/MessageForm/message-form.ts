import { type AudienceUnit, type MessageCreate, messageCreateSchema, messagingMessages } from '@horizontal/domain';
import type { MultiSelectOption } from '@horizontal/ui';
import type { FieldErrors } from '../../shared/forms';
import { type Audience, type RecipientChoice, reachOf, unitsReached } from './recipients';

/**
 * What the form sends: the create body without the complejo, which the app adds. `Required`: the schema's defaults
 * make most fields optional in its input, and the form always sends every one of them.
 */
export type MessageValues = Required<Omit<MessageCreate, 'buildingId'>>;

/** The category option that sends none: the schema takes a message without one. */
export const NO_CATEGORY = 'ninguna';

export type MessageDraft = {
  /** A category's id as text, or NO_CATEGORY. */
  category: string;
  subject: string;
  text: string;
  audience: Audience;
  /** The towers picked (their names), when the message goes by tower. */
  towers: readonly MultiSelectOption[];
  /** The units picked (their ids as text), when the message goes by unit. */
  units: readonly MultiSelectOption[];
  /** The colleagues picked (their users' ids as text): they get it in Recibidos, whatever the audience. */
  staff: readonly MultiSelectOption[];
};

export const emptyDraft: MessageDraft = {
  category: NO_CATEGORY,
  subject: '',
  text: '',
  audience: 'todos',
  towers: [],
  units: [],
  staff: [],
};

const recipientFields = {
  todos: 'audience',
  torres: 'towers',
  unidades: 'units',
  personal: 'staff',
} as const satisfies Readonly<Record<Audience, keyof MessageDraft>>;

/** The field of the draft where a problem with the recipients is shown: the picker in view. */
export const recipientsField = (audience: Audience): keyof MessageDraft => recipientFields[audience];

export const choiceOf = (draft: MessageDraft): RecipientChoice => ({
  audience: draft.audience,
  towers: draft.towers.map((tower) => tower.value),
  unitIds: draft.units.map((unit) => Number(unit.value)),
  staffIds: draft.staff.map((colleague) => Number(colleague.value)),
});

/**
 * The body of POST /messages/admin/create. A message by tower goes to the towers' units: the call takes units, not
 * towers, so the choice is the same whether the person picked Torre A or each of its units. A message to the staff
 * alone writes to no resident; the colleagues picked go as users' ids with any audience.
 */
export const toRequest = (draft: MessageDraft, units: readonly AudienceUnit[]): MessageValues => ({
  messageParentId: null,
  categoryId: draft.category === NO_CATEGORY || draft.category === '' ? null : Number(draft.category),
  subject: draft.subject.trim(),
  text: draft.text.trim(),
  toAll: draft.audience === 'todos',
  apartmentIds: draft.audience === 'todos' ? [] : unitsReached(units, choiceOf(draft)).map((unit) => unit.id),
  residentIds: [],
  userIds: draft.staff.map((colleague) => Number(colleague.value)),
});

/** The body's fields that are the draft's under another name. */
const fieldsOf = (draft: MessageDraft): Readonly<Record<string, keyof MessageDraft>> => ({
  categoryId: 'category',
  toAll: recipientsField(draft.audience),
  apartmentIds: recipientsField(draft.audience),
  residentIds: recipientsField(draft.audience),
  userIds: 'staff',
});

/**
 * Every problem of the draft at its field, in the words the server would use (the complejo is the app's), and the
 * server's own refusal when what was picked reaches nobody: no request is sent that can only be refused. `units` is
 * null while they have not arrived: then only the server can tell whom «Todo el complejo» reaches.
 */
export const validate = (draft: MessageDraft, units: readonly AudienceUnit[] | null): FieldErrors<MessageDraft> => {
  const problems: FieldErrors<MessageDraft> = {};
  const request = toRequest(draft, units ?? []);
  const fields = fieldsOf(draft);
  // «Por torre» or «Por unidad» asks for a pick even with colleagues picked (the schema would take the message to
  // them alone: that is «Solo al personal»), so the residents' part is also asked without them.
  const bodies = draft.audience === 'personal' ? [request] : [request, { ...request, userIds: [] }];
  for (const body of bodies) {
    const result = messageCreateSchema.safeParse({ ...body, buildingId: 1 });
    if (result.success) continue;
    for (const issue of result.error.issues) {
      const key = issue.path[0];
      if (typeof key !== 'string') continue;
      const field = fields[key] ?? (key in draft ? (key as keyof MessageDraft) : undefined);
      if (field) problems[field] ??= issue.message;
    }
  }
  if (units === null) return problems;
  const reach = reachOf(units, choiceOf(draft));
  // Nothing picked is the schema's problem above; something picked where nobody lives is the server's, unless a
  // colleague gets it.
  if (reach.people === 0 && reach.staff === 0 && (draft.audience === 'todos' || reach.units > 0)) {
    problems[recipientsField(draft.audience)] ??= messagingMessages.noRecipients;
  }
  return problems;
};

/** The server's refusals that are about the recipients, shown on the picker in view. */
export const refusedField = (message: string, audience: Audience): keyof MessageDraft | undefined =>
  message === messagingMessages.noRecipients ? recipientsField(audience) : undefined;
