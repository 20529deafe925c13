import { addDays, daysBetween } from '../dates/dates';
import type { Report, ReportCategory, Shipment, Visit } from '../entities/front-desk';
import type { DemoCalendar } from './calendar';
import { firstNames, lastNames } from './names';
import { frontDeskOf, fullName, residentOfUnit, unitsOf } from './people';
import { type Random, seededRandom } from './random';
import type { DemoBase } from './types';

/** A visit; the unit's label is read from the unit. */
export type DemoVisit = Omit<Visit, 'apartment'>;

/**
 * A report (novedad); the unit's label is read from the unit, its author is a user of the demo. Its photos are
 * `pictures`, file names: a storage key names the administradora that holds the file, so the server's seed makes
 * the keys (and draws the files) and `photos` stays empty here; the mocks hold no files and show none.
 */
export type DemoReport = Omit<Report, 'apartment' | 'createdBy' | 'photoUrls'> & {
  createdByUserId: number;
  pictures: readonly string[];
};

/** A shipment (encomienda); its type goes by name (reference data), the unit's label is read from the unit. */
export type DemoShipment = Omit<Shipment, 'apartment' | 'shipmentTypeId' | 'shipmentType'> & { shipmentType: string };

export type DemoFrontDesk = { visits: DemoVisit[]; reports: DemoReport[]; shipments: DemoShipment[] };

const clock = (hours: number, minutes: string | number) =>
  `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;

/** Each report's category, title, description and the photos the desk took of it (file names). */
const reportTexts: readonly (readonly [
  category: ReportCategory,
  title: string,
  description: string,
  pictures: readonly string[],
])[] = [
  [
    'mantenimiento',
    'Luz quemada en el palier del 4.º piso',
    'Torre A, palier de ascensores.',
    ['palier.png', 'lampara.png'],
  ],
  [
    'mantenimiento',
    'Pérdida de agua en el garaje',
    'Gotea desde la cañería junto a la cochera 12.',
    ['caneria.png', 'charco.png'],
  ],
  [
    'mantenimiento',
    'Ascensor detenido',
    'El ascensor de servicio quedó entre el 2.º y 3.º piso; se llamó a la empresa.',
    ['ascensor.png'],
  ],
  [
    'otros',
    'Paquete dañado',
    'La encomienda llegó con la caja abierta; se dejó constancia con el repartidor.',
    ['caja-abierta.png'],
  ],
  ['convivencia', 'Ruidos molestos', 'Vecinos del 3.º piso se quejaron por música alta.', []],
  ['seguridad', 'Portón del garaje trabado', 'No cierra del todo; se dejó el vigilante en la rampa.', ['porton.png']],
  ['seguridad', 'Vidrio roto en el hall', 'Un vidrio de la puerta de entrada tiene una rajadura.', ['vidrio.png']],
  ['seguridad', 'Olor a gas en la sala de medidores', 'Se ventiló y se avisó a la administración.', []],
];

const carriers = ['DAC', 'Correo Uruguayo', 'UES', 'Mercado Envíos', 'PedidosYa', 'Gestión Directa'];

/** The kinds of shipment the demo receives, by their name in the reference data. */
const shipmentTypes = ['Paquete', 'Sobre', 'Carta', 'Delivery'] as const;

/**
 * The front desk (portería) of the last weeks: 49 visits over two weeks (the past ones finished or cancelled,
 * today's inside or expected, the next days' expected; four of today's at Parque Batlle), 24 reports of the last
 * 40 days (most with photos) and 40 shipments of the last 20. Visitors' CIs come from `pickCi`, so none repeats a
 * resident's or a user's.
 */
export const layoutFrontDesk = (
  base: DemoBase,
  calendar: DemoCalendar,
  pickCi: (random: Random) => string,
): DemoFrontDesk => {
  const random = seededRandom(2026_07);
  const { today } = calendar;
  const plate = (draw: Random = random) =>
    `${draw.pick(['SBC', 'SAA', 'SDE', 'SCF', 'MAB'])} ${String(draw.int(1000, 9999))}`;

  const visits = Array.from({ length: 45 }, (_, index): DemoVisit => {
    const buildingId = index % 9 === 8 ? 3 : index % 3 === 0 ? 2 : 1;
    const apartment = random.pick(unitsOf(base, buildingId));
    const date = calendar.fromToday(random.int(-10, 4));
    const entryHour = random.int(8, 20);
    const entry = clock(entryHour, random.pick(['00', '15', '30', '45']));
    const status: DemoVisit['status'] =
      date < today
        ? random.chance(0.1)
          ? 'cancelada'
          : 'finalizada'
        : date === today
          ? random.pick(['ingresada', 'esperada'])
          : 'esperada';
    const entered = status === 'ingresada' || status === 'finalizada';
    // One in four came without notice; the rest were authorised ahead for the time they arrived at.
    const announced = index % 4 !== 0 || status === 'esperada';
    return {
      id: index + 1,
      buildingId,
      apartmentId: apartment.id,
      name: `${random.pick(firstNames)} ${random.pick(lastNames)}`,
      identity: random.chance(0.8) ? pickCi(random) : '',
      plate: random.chance(0.3) ? plate() : '',
      date,
      expectedTime: announced ? entry : null,
      entryTime: entered ? entry : null,
      exitTime: status === 'finalizada' ? clock(Math.min(entryHour + random.int(1, 3), 23), entry.slice(3)) : null,
      status,
    };
  });

  // Parque Batlle's desk, the one the portería login works, has its day ahead: visits authorised for today, drawn
  // apart so that the ones above keep their draws.
  const todays = seededRandom(2026_11);
  const expectedToday = (
    [
      ['esperada', '11:30', false],
      ['ingresada', '09:45', true],
      ['esperada', '16:00', true],
      ['esperada', '18:30', false],
    ] as const
  ).map(([status, time, byCar], index): DemoVisit => {
    const apartment = todays.pick(unitsOf(base, 1));
    return {
      id: visits.length + index + 1,
      buildingId: 1,
      apartmentId: apartment.id,
      name: `${todays.pick(firstNames)} ${todays.pick(lastNames)}`,
      identity: pickCi(todays),
      plate: byCar ? plate(todays) : '',
      date: today,
      expectedTime: time,
      entryTime: status === 'ingresada' ? time : null,
      exitTime: null,
      status,
    };
  });
  visits.push(...expectedToday);

  const reports = Array.from({ length: 24 }, (_, index): DemoReport => {
    const buildingId = index % 8 === 7 ? 3 : index % 2 === 0 ? 1 : 2;
    const [category, title, description, pictures] = reportTexts[index % reportTexts.length]!;
    const apartment = random.chance(0.5) ? random.pick(unitsOf(base, buildingId)) : null;
    const date = calendar.fromToday(-random.int(0, 40));
    const status: DemoReport['status'] =
      daysBetween(date, today) > 20
        ? random.pick(['resuelto', 'resuelto', 'descartado'])
        : random.pick(['abierto', 'en_proceso', 'resuelto']);
    return {
      id: index + 1,
      buildingId,
      apartmentId: apartment?.id ?? null,
      category,
      title,
      description,
      photos: [],
      pictures,
      date,
      createdByUserId: frontDeskOf(base, buildingId).id,
      status,
    };
  });

  const shipments = Array.from({ length: 40 }, (_, index): DemoShipment => {
    const buildingId = index % 10 === 9 ? 3 : index % 3 === 0 ? 2 : 1;
    const apartment = random.pick(unitsOf(base, buildingId));
    const resident = residentOfUnit(base, apartment.id);
    const shipmentType = random.pick(shipmentTypes);
    const daysAgo = random.int(0, 20);
    const received = calendar.fromToday(-daysAgo);
    const status: DemoShipment['status'] =
      daysAgo > 2 ? (random.chance(0.08) ? 'devuelta' : 'entregada') : random.chance(0.3) ? 'entregada' : 'recibida';
    return {
      id: index + 1,
      buildingId,
      apartmentId: apartment.id,
      shipmentType,
      recipientName: resident ? fullName(resident) : 'Propietario',
      carrier: random.pick(carriers),
      description:
        shipmentType === 'Sobre' ? 'Sobre A4' : shipmentType === 'Delivery' ? 'Pedido de farmacia' : 'Caja mediana',
      receivedAt: calendar.moment(received, clock(random.int(9, 19), random.pick(['05', '20', '40']))),
      deliveredAt: status === 'entregada' ? calendar.moment(addDays(received, random.int(0, 2)), '19:30') : null,
      deliveredTo: status === 'entregada' ? (resident ? fullName(resident) : 'Propietario') : null,
      status,
    };
  });

  return { visits, reports, shipments };
};
