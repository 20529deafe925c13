import type { DemoCommonArea, DemoTurn } from './types';

type Slot = readonly [name: string, startTime: string, endTime: string];

const PARTY: readonly Slot[] = [
  ['Mediodía', '12:00', '16:00'],
  ['Noche', '20:00', '23:59'],
];
const GRILL: readonly Slot[] = [
  ['Mediodía', '11:00', '16:00'],
  ['Noche', '19:00', '23:30'],
];

type AreaPlan = Omit<DemoCommonArea, 'id' | 'status' | 'turns'> & { slots: readonly Slot[] };

const plans: readonly AreaPlan[] = [
  {
    buildingId: 1,
    name: 'Salón de fiestas',
    description: 'Salón con cocina equipada y baños, planta baja de la Torre A.',
    capacity: 60,
    price: 250_000,
    requiresApproval: true,
    bookingWindowDays: 90,
    monthlyLimit: 1,
    slots: PARTY,
  },
  {
    buildingId: 1,
    name: 'Parrillero',
    description: 'Parrillero techado junto al jardín.',
    capacity: 20,
    price: 120_000,
    requiresApproval: false,
    bookingWindowDays: 60,
    monthlyLimit: 2,
    slots: GRILL,
  },
  {
    buildingId: 1,
    name: 'Piscina',
    description: 'Piscina exterior, de diciembre a marzo.',
    capacity: 30,
    price: 0,
    requiresApproval: false,
    bookingWindowDays: 30,
    monthlyLimit: null,
    slots: [
      ['Mañana', '09:00', '13:00'],
      ['Tarde', '14:00', '19:00'],
    ],
  },
  {
    buildingId: 2,
    name: 'Salón de usos múltiples',
    description: 'Salón del piso 1 de la Torre Norte.',
    capacity: 40,
    price: 180_000,
    requiresApproval: true,
    bookingWindowDays: 90,
    monthlyLimit: 1,
    slots: PARTY,
  },
  {
    buildingId: 2,
    name: 'Barbacoa',
    description: 'Barbacoa con vista a la rambla.',
    capacity: 15,
    price: 90_000,
    requiresApproval: false,
    bookingWindowDays: 60,
    monthlyLimit: 2,
    slots: GRILL,
  },
  {
    buildingId: 2,
    name: 'Gimnasio',
    description: 'Gimnasio con máquinas y vestuarios.',
    capacity: 10,
    price: 0,
    requiresApproval: false,
    bookingWindowDays: 30,
    monthlyLimit: null,
    slots: [
      ['Mañana', '07:00', '12:00'],
      ['Tarde', '12:00', '17:00'],
      ['Noche', '17:00', '22:00'],
    ],
  },
  {
    buildingId: 3,
    name: 'Salón comunal',
    description: 'Salón de la planta baja.',
    capacity: 25,
    price: 100_000,
    requiresApproval: true,
    bookingWindowDays: 90,
    monthlyLimit: 1,
    slots: PARTY,
  },
  {
    buildingId: 3,
    name: 'Parrillero',
    description: 'Parrillero al aire libre junto a la piscina.',
    capacity: 12,
    price: 80_000,
    requiresApproval: false,
    bookingWindowDays: 60,
    monthlyLimit: 2,
    slots: GRILL,
  },
];

/**
 * Each complejo's bookable areas; turns are numbered across every area, as one table holds them. The halls open
 * their bookings three months ahead and take one a month per unit, the grills two months and two a month, the pool
 * and the gym a month and no limit.
 */
export const layoutCommonAreas = (): DemoCommonArea[] => {
  let turnId = 0;
  return plans.map(({ slots, ...area }, index) => ({
    id: index + 1,
    ...area,
    status: 'activo',
    turns: slots.map(([name, startTime, endTime]): DemoTurn => ({ id: ++turnId, name, startTime, endTime })),
  }));
};
