import type { Message, MessageRecipient, MessageStatus } from '../entities/message';
import type { DemoCalendar } from './calendar';
import type { DemoNotification } from './notifications';
import { administratorOf, residentOfUnit, unitNamed } from './people';
import type { DemoBase } from './types';

/**
 * A message of a thread. Its category goes by name (reference data); its sender is a resident or a user of the demo,
 * and the sender's unit an id (names and labels are read from them).
 */
export type DemoMessage = Omit<Message, 'categoryId' | 'category' | 'sender' | 'apartment'> & {
  category: string;
  senderResidentId: number | null;
  senderUserId: number | null;
  /** The resident sender's unit. */
  apartmentId: number | null;
};

/** A resident a message of the administration went to, and the unit they live in. */
export type DemoMessageRecipient = Omit<MessageRecipient, 'residentId' | 'name' | 'apartment'> & {
  residentId: number;
  apartmentId: number | null;
};

export type DemoMessaging = {
  messages: DemoMessage[];
  recipients: DemoMessageRecipient[];
  /** Laid out last, from every module's rows (./notifications.ts). */
  notifications: DemoNotification[];
};

/** A unit by complejo, number and tower; `admin` is the complejo's administrator. */
type From = 'admin' | readonly [number: string, tower?: string];

type Line = { from: From; text: string; daysAgo: number; time: string; read?: boolean };

type Thread = {
  buildingId: number;
  category: string;
  subject: string;
  status: MessageStatus;
  lines: Line[];
  /** For threads the administration starts: everyone (`all`, the default) or the residents of some units. */
  to?: 'all' | readonly (readonly [number: string, tower?: string])[];
};

const threads: readonly Thread[] = [
  {
    buildingId: 1,
    category: 'Reclamo',
    subject: 'Filtración en el baño',
    status: 'abierto',
    lines: [
      {
        from: ['502', 'Torre A'],
        text: 'Buenas tardes, tengo una filtración en el techo del baño que viene del 602.',
        daysAgo: 6,
        time: '14:10',
        read: true,
      },
      {
        from: 'admin',
        text: 'Gracias por avisar. El jueves pasa el sanitario a revisar ambas unidades.',
        daysAgo: 5,
        time: '09:30',
      },
      {
        from: ['502', 'Torre A'],
        text: 'Perfecto, voy a estar en casa. ¿A qué hora llega?',
        daysAgo: 1,
        time: '19:45',
        read: false,
      },
    ],
  },
  {
    buildingId: 1,
    category: 'Consulta',
    subject: 'Reserva del salón para diciembre',
    status: 'cerrado',
    lines: [
      {
        from: ['301', 'Torre B'],
        text: '¿Puedo reservar el salón para el 24 de diciembre?',
        daysAgo: 15,
        time: '11:02',
        read: true,
      },
      {
        from: 'admin',
        text: 'Sí, el turno de noche está libre. Puede reservarlo desde la aplicación.',
        daysAgo: 14,
        time: '10:00',
      },
    ],
  },
  {
    buildingId: 1,
    category: 'Reclamo',
    subject: 'Ruidos molestos en el tercer piso',
    status: 'abierto',
    lines: [
      {
        from: ['402', 'Torre A'],
        text: 'Hace varias noches que hay música alta pasada la medianoche en el 302.',
        daysAgo: 0,
        time: '08:20',
        read: false,
      },
    ],
  },
  {
    buildingId: 1,
    category: 'Sugerencia',
    subject: 'Propuesta: bicicletero en el garaje',
    status: 'archivado',
    lines: [
      {
        from: ['104', 'Torre B'],
        text: 'Propongo instalar un bicicletero en el subsuelo 2.',
        daysAgo: 40,
        time: '17:00',
        read: true,
      },
      { from: 'admin', text: 'Lo incluimos en el orden del día de la próxima asamblea.', daysAgo: 39, time: '12:00' },
    ],
  },
  {
    buildingId: 1,
    category: 'Administración',
    subject: 'Vencimiento de los gastos comunes',
    status: 'abierto',
    to: 'all',
    lines: [
      {
        from: 'admin',
        text: 'Les recordamos que los gastos comunes de octubre vencen el día 10.',
        daysAgo: 12,
        time: '08:00',
      },
    ],
  },
  {
    buildingId: 1,
    category: 'Consulta',
    subject: 'Llave de la barbacoa',
    status: 'abierto',
    to: [['302', 'Torre A']],
    lines: [
      { from: 'admin', text: 'La llave del parrillero quedó en portería a su nombre.', daysAgo: 3, time: '16:30' },
      { from: ['302', 'Torre A'], text: 'Gracias, paso a buscarla a la noche.', daysAgo: 3, time: '18:05', read: true },
    ],
  },
  {
    buildingId: 2,
    category: 'Reclamo',
    subject: 'El portón del garaje no cierra',
    status: 'abierto',
    lines: [
      {
        from: ['201', 'Torre Norte'],
        text: 'El portón queda abierto desde ayer, es un riesgo.',
        daysAgo: 1,
        time: '07:50',
        read: false,
      },
    ],
  },
  {
    buildingId: 2,
    category: 'Administración',
    subject: 'Corte de luz programado',
    status: 'abierto',
    to: 'all',
    lines: [{ from: 'admin', text: 'UTE cortará la luz el sábado de 8:00 a 10:00.', daysAgo: 4, time: '09:15' }],
  },
  {
    buildingId: 3,
    category: 'Consulta',
    subject: 'Consulta por estacionamiento',
    status: 'abierto',
    lines: [{ from: ['101'], text: '¿Hay cocheras libres para alquilar?', daysAgo: 2, time: '10:00', read: false }],
  },
];

/**
 * Threads between residents and the administration of each complejo: complaints, questions, a suggestion and the
 * administration's notices to everyone or to one unit, with who of the addressees read them and when.
 */
export const layoutMessaging = (base: DemoBase, calendar: DemoCalendar): Omit<DemoMessaging, 'notifications'> => {
  const messages: DemoMessage[] = [];
  const recipients: DemoMessageRecipient[] = [];
  for (const thread of threads) {
    let rootId: number | null = null;
    const administrator = administratorOf(base, thread.buildingId);
    for (const line of thread.lines) {
      const apartment = line.from === 'admin' ? null : unitNamed(base, thread.buildingId, ...line.from);
      const resident = apartment ? residentOfUnit(base, apartment.id) : undefined;
      const message: DemoMessage = {
        id: messages.length + 1,
        buildingId: thread.buildingId,
        messageParentId: rootId,
        category: thread.category,
        subject: thread.subject,
        text: line.text,
        senderResidentId: resident?.id ?? null,
        senderUserId: resident ? null : administrator.id,
        apartmentId: apartment?.id ?? null,
        sentAt: calendar.moment(calendar.fromToday(-line.daysAgo), line.time),
        status: thread.status,
        read: line.read ?? true,
      };
      messages.push(message);
      rootId ??= message.id;
      if (line.from !== 'admin' || message.messageParentId !== null) continue;
      const units =
        thread.to === 'all' || thread.to === undefined
          ? null
          : thread.to.map((unit) => unitNamed(base, thread.buildingId, ...unit).id);
      const addressees = base.residents.filter(
        (candidate) =>
          candidate.buildingId === thread.buildingId &&
          candidate.status === 'activo' &&
          (units === null ||
            base.residentApartments.some(
              (link) => link.residentId === candidate.id && units.includes(link.apartmentId),
            )),
      );
      addressees.forEach((addressee, index) => {
        const read = index % 3 !== 0;
        const home = base.residentApartments.find((link) => link.residentId === addressee.id);
        recipients.push({
          id: recipients.length + 1,
          messageId: message.id,
          residentId: addressee.id,
          apartmentId: home?.apartmentId ?? null,
          status: read ? 'leido' : 'no_leido',
          readAt: read ? calendar.moment(calendar.fromToday(-line.daysAgo + 1), '21:00') : null,
        });
      });
    }
  }
  return { messages, recipients };
};
