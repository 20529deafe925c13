import { z } from 'zod';
import {
  apartmentCreateSchema,
  apartmentSchema,
  apartmentUpdateSchema,
  complexSummarySchema,
} from '../entities/apartment';
import { idParams } from '../entities/fields';
import { answerSchema, defineCall, noBody, okAnswer } from './define';
import { residentsContract } from './residents';

/** `id` is the complejo's. */
const findAll = defineCall({
  name: 'apartments.findAll',
  method: 'GET',
  path: '/apartments/findall/{id}',
  public: false,
  module: '/complejo',
  functionality: 'apartamentos/listado',
  params: idParams,
  request: noBody,
  response: okAnswer({ apartments: z.array(apartmentSchema) }),
});

/** Units of a complejo. */
export const apartmentsContract = {
  findAll,
  create: defineCall({
    name: 'apartments.create',
    method: 'POST',
    path: '/apartments/create',
    public: false,
    module: '/complejo',
    functionality: 'apartamentos/nuevo',
    request: apartmentCreateSchema,
    response: okAnswer({ apartment: apartmentSchema }),
  }),
  update: defineCall({
    name: 'apartments.update',
    method: 'PUT',
    path: '/apartments/update',
    public: false,
    module: '/complejo',
    functionality: 'apartamentos/modificar',
    request: apartmentUpdateSchema,
    response: okAnswer({ apartment: apartmentSchema }),
  }),
  remove: defineCall({
    name: 'apartments.remove',
    method: 'DELETE',
    path: '/apartments/remove/{id}',
    public: false,
    module: '/complejo',
    functionality: 'apartamentos/modificar',
    params: idParams,
    request: noBody,
    response: answerSchema,
  }),
  /**
   * Not in the spec's table: the complejo module's figures for Inicio (`id` is the complejo's), in one answer, so
   * that the tile never loads two lists.
   */
  summary: defineCall({
    name: 'apartments.summary',
    method: 'GET',
    path: '/apartments/summary/{id}',
    public: false,
    module: '/complejo',
    summarizes: [findAll, residentsContract.findAll],
    params: idParams,
    request: noBody,
    response: okAnswer({ summary: complexSummarySchema }),
  }),
};

/** "el apartamento 101 (Torre A)": a number alone is ambiguous in a complejo with towers. */
export const apartmentNoun = (apartment: { number: string; tower: string | null }) =>
  apartment.tower ? `el apartamento ${apartment.number} (${apartment.tower})` : `el apartamento ${apartment.number}`;

/** What the apartments calls answer, for the server to say and the mocks to repeat. */
export const apartmentMessages = {
  created: 'Apartamento creado.',
  updated: 'Apartamento actualizado.',
  deleted: 'Apartamento eliminado.',
  notFound: 'El apartamento no existe o no tiene acceso a él.',
  foreignTower: 'La torre elegida no es de ese complejo.',
  unknownUnitType: 'El tipo de unidad elegido no existe.',
  numberTaken: (number: string) => `Ya existe el apartamento ${number} en esa torre.`,
  hasResidents: (apartment: { number: string; tower: string | null }) =>
    `No se puede eliminar ${apartmentNoun(apartment)}: tiene residentes asociados. Desasócielos primero en Residentes → Apartamentos.`,
  hasDebts: (apartment: { number: string; tower: string | null }) =>
    `No se puede eliminar ${apartmentNoun(apartment)}: tiene deudas de gastos comunes. Regularícelas primero.`,
} as const;
