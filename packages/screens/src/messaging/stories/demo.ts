import { type AudienceUnit, type Message, unitLabel } from '@horizontal/domain';
import {
  apartmentFixtures,
  fullName,
  messageFixtures,
  messageRecipientFixtures,
  residentFixtures,
} from '@horizontal/mocks/fixtures';
import { BUILDING_ID, ofBuilding } from '../../shared/stories/demo';
import { rootOf } from '../threads';

/*
 * Parque Batlle's threads as the mocks answer them: complaints, a question, a suggestion archived, and the
 * administration's notices to everyone and to one unit.
 */
const messages = ofBuilding(messageFixtures);

/** Every message of the threads someone of that kind started, as the inbox and sent calls answer them. */
const startedBy = (kind: Message['sender']['kind']) => {
  const roots = new Set(
    messages
      .filter((message) => message.messageParentId === null && message.sender.kind === kind)
      .map((message) => message.id),
  );
  return messages.filter((message) => roots.has(rootOf(message)));
};

/** POST /messages/inbox/findall of Parque Batlle. */
export const inboxMessages = startedBy('residente');

/** POST /messages/send/findall of Parque Batlle. */
export const sentMessages = startedBy('administracion');

/** The recipients of every thread the administration sent. */
export const sentRecipients = messageRecipientFixtures.filter((recipient) =>
  sentMessages.some((message) => message.id === recipient.messageId),
);

/** POST /messages/detail of a thread: every message of it. */
export const threadMessages = (id: number) => messages.filter((message) => rootOf(message) === id);

/** The first message of the thread with that subject. */
export const threadNamed = (subject: string) =>
  messages.find((message) => message.messageParentId === null && message.subject === subject)!;

/** Parque Batlle's administrator, who answers the residents in the demo. */
export const administratorId = messages.find((message) => message.sender.kind === 'administracion')!.sender.id;

const activeResidents = residentFixtures.filter(
  (resident) => resident.buildingId === BUILDING_ID && resident.status === 'activo',
);

/**
 * The units of Parque Batlle with their active residents, as POST /messages/recipients/audience answers them and the
 * new message counts whom it reaches.
 */
export const recipientUnits: AudienceUnit[] = ofBuilding(apartmentFixtures).map((apartment) => ({
  id: apartment.id,
  name: unitLabel(apartment),
  tower: apartment.tower,
  residents: activeResidents
    .filter((resident) => resident.apartments.some((unit) => unit.id === apartment.id))
    .map((resident) => ({ id: resident.id, name: fullName(resident), hasEmail: resident.email.trim() !== '' })),
}));
