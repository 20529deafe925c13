import { pantryCreateSchema, parkingCreateSchema, spaceMessages } from '@horizontal/domain';

/**
 * Despensas and estacionamientos are the same screen with other words: a number, a description and the unit
 * they are assigned to (estacionamientos also say whether they are covered).
 */
export type AssignedUnitKind = {
  /** 'despensa' */
  noun: string;
  /** 'la despensa' */
  withArticle: string;
  /** 'una despensa' */
  indefinite: string;
  /** 'Despensas' */
  plural: string;
  /** 'Nueva despensa' */
  createLabel: string;
  /** 'Crear despensa' */
  submitLabel: string;
  /** 'Guardar y crear otra': saves and starts the next one at once. */
  anotherLabel: string;
  description: string;
  emptyTitle: string;
  emptyDescription: string;
  /** The domain's field schemas, for the same messages the server gives. */
  fields: typeof pantryCreateSchema.shape | typeof parkingCreateSchema.shape;
  /** Estacionamientos: "Techado". */
  hasCovered: boolean;
  /** The server's refusal of a number already used in the complejo. */
  numberTaken: (number: string) => string;
};

export const pantryKind: AssignedUnitKind = {
  noun: 'despensa',
  withArticle: 'la despensa',
  indefinite: 'una despensa',
  plural: 'Despensas',
  createLabel: 'Nueva despensa',
  submitLabel: 'Crear despensa',
  anotherLabel: 'Guardar y crear otra',
  description: 'Las despensas del complejo y el apartamento al que está asignada cada una.',
  emptyTitle: 'Todavía no hay despensas',
  emptyDescription: 'Cree la primera desde Nueva despensa.',
  fields: pantryCreateSchema.shape,
  hasCovered: false,
  numberTaken: spaceMessages.pantry.numberTaken,
};

export const parkingKind: AssignedUnitKind = {
  noun: 'estacionamiento',
  withArticle: 'el estacionamiento',
  indefinite: 'un estacionamiento',
  plural: 'Estacionamientos',
  createLabel: 'Nuevo estacionamiento',
  submitLabel: 'Crear estacionamiento',
  anotherLabel: 'Guardar y crear otro',
  description: 'Los estacionamientos del complejo y el apartamento al que está asignado cada uno.',
  emptyTitle: 'Todavía no hay estacionamientos',
  emptyDescription: 'Cree el primero desde Nuevo estacionamiento.',
  fields: parkingCreateSchema.shape,
  hasCovered: true,
  numberTaken: spaceMessages.parking.numberTaken,
};
