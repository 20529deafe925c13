import { z } from 'zod';
import { idParams } from '../entities/fields';
import {
  residentApartmentSchema,
  residentApartmentsRequestSchema,
  residentAssociateSchema,
  residentContactSchema,
  residentCreateSchema,
  residentDeassociateSchema,
  residentSchema,
  residentStatusSchema,
} from '../entities/resident';
import { defineCall, noBody, okAnswer } from './define';

/**
 * Residents: create, status, list, apartments, associate, deassociate; no update or delete (SPEC §6). Beside the
 * spec's calls, `contact` corrects a resident's e-mail and phone (issue #30): a typo there is no reason to register
 * the person again.
 */
export const residentsContract = {
  /** `id` is the complejo's. */
  findAll: defineCall({
    name: 'residents.findAll',
    method: 'GET',
    path: '/residents/findall/{id}',
    public: false,
    module: '/complejo',
    functionality: 'residentes/listado',
    params: idParams,
    request: noBody,
    response: okAnswer({ residents: z.array(residentSchema) }),
  }),
  create: defineCall({
    name: 'residents.create',
    method: 'POST',
    path: '/residents/create',
    public: false,
    module: '/complejo',
    functionality: 'residentes/nuevo',
    request: residentCreateSchema,
    response: okAnswer({ resident: residentSchema }),
  }),
  /** The units a resident is associated with. */
  apartments: defineCall({
    name: 'residents.apartments',
    method: 'POST',
    access: 'read',
    path: '/residents/apartments',
    public: false,
    module: '/complejo',
    functionality: 'residentes/apartamentos/asociar',
    request: residentApartmentsRequestSchema,
    response: okAnswer({ apartments: z.array(residentApartmentSchema) }),
  }),
  associate: defineCall({
    name: 'residents.associate',
    method: 'POST',
    path: '/residents/associate',
    public: false,
    module: '/complejo',
    functionality: 'residentes/apartamentos/asociar',
    request: residentAssociateSchema,
    response: okAnswer({ resident: residentSchema }),
  }),
  deassociate: defineCall({
    name: 'residents.deassociate',
    method: 'POST',
    path: '/residents/deassociate',
    public: false,
    module: '/complejo',
    functionality: 'residentes/apartamentos/asociar',
    request: residentDeassociateSchema,
    response: okAnswer({ resident: residentSchema }),
  }),
  status: defineCall({
    name: 'residents.status',
    method: 'PUT',
    path: '/residents/status',
    public: false,
    module: '/complejo',
    functionality: 'residentes/modificar',
    request: residentStatusSchema,
    response: okAnswer({ resident: residentSchema }),
  }),
  /** Not in the spec's table: corrects an active resident's e-mail and phone; the CI and the name stay. */
  contact: defineCall({
    name: 'residents.contact',
    method: 'PUT',
    path: '/residents/contact',
    public: false,
    module: '/complejo',
    functionality: 'residentes/modificar',
    request: residentContactSchema,
    response: okAnswer({ resident: residentSchema }),
  }),
};

/** What the residents calls answer, for the server to say and the mocks to repeat. */
export const residentMessages = {
  created: 'Residente creado.',
  associated: 'Apartamento asociado.',
  deassociated: 'Apartamento desasociado.',
  status: 'Estado actualizado.',
  /** A deactivated resident leaves their units: the message says which, so nobody wonders where they went. */
  deactivated: (units: number) =>
    units === 0
      ? 'Residente desactivado.'
      : `Residente desactivado y desasociado de ${units === 1 ? 'su apartamento' : `sus ${units} apartamentos`}.`,
  contactCorrected: 'Datos de contacto corregidos.',
  contactOfInactive: 'El residente está inactivo: sus datos de contacto ya no se corrigen.',
  notFound: 'El residente no existe o no tiene acceso a él.',
  identityTaken: 'Ya hay un residente activo con esa cédula en el complejo.',
  identityTakenOnReactivate:
    'No se puede reactivar: ya hay un residente activo con esa cédula en el complejo. Desactive ese registro primero.',
  foreignApartment: 'El apartamento no existe o no es de ese complejo.',
  alreadyAssociated: 'El residente ya está asociado a ese apartamento.',
  notAssociated: 'El residente no está asociado a ese apartamento.',
} as const;
