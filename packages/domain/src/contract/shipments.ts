import { z } from 'zod';
import { idBody, idParams } from '../entities/fields';
import {
  frontDeskSummarySchema,
  shipmentCreateSchema,
  shipmentSchema,
  shipmentStatusChangeSchema,
  shipmentTypeSchema,
} from '../entities/front-desk';
import { answerSchema, defineCall, noBody, okAnswer } from './define';
import { visitsContract } from './visits';

/**
 * Portería: shipments (encomiendas). The spec gives the front desk no notification type: a parcel tells nobody on the
 * staff side; the unit's residents with an e-mail address are told of its arrival through the outbox.
 */
const shipmentCalls = {
  /** `id` is the complejo's. */
  findAll: defineCall({
    name: 'shipments.findAll',
    method: 'GET',
    path: '/shipments/findall/{id}',
    public: false,
    module: '/porteria',
    functionality: 'encomiendas/listado',
    params: idParams,
    request: noBody,
    response: okAnswer({ shipments: z.array(shipmentSchema) }),
  }),
  types: defineCall({
    name: 'shipments.types',
    method: 'GET',
    path: '/shipments/type',
    public: false,
    module: '/porteria',
    functionality: 'encomiendas/nuevo',
    request: noBody,
    response: okAnswer({ types: z.array(shipmentTypeSchema) }),
  }),
  create: defineCall({
    name: 'shipments.create',
    method: 'POST',
    path: '/shipments/create',
    public: false,
    module: '/porteria',
    functionality: 'encomiendas/nuevo',
    request: shipmentCreateSchema,
    response: okAnswer({ shipment: shipmentSchema }),
  }),
  status: defineCall({
    name: 'shipments.status',
    method: 'PUT',
    path: '/shipments/status',
    public: false,
    module: '/porteria',
    functionality: 'encomiendas/listado',
    request: shipmentStatusChangeSchema,
    response: okAnswer({ shipment: shipmentSchema }),
  }),
  remove: defineCall({
    name: 'shipments.remove',
    method: 'PUT',
    path: '/shipments/remove',
    public: false,
    module: '/porteria',
    functionality: 'encomiendas/listado',
    request: idBody('la encomienda'),
    response: answerSchema,
  }),
};

export const shipmentsContract = {
  ...shipmentCalls,
  /**
   * Not in the spec's table: Portería's figures for Inicio (`id` is the complejo's): parcels waiting at the desk and
   * visits expected today, each null for whom may not read its list.
   */
  summary: defineCall({
    name: 'shipments.summary',
    method: 'GET',
    path: '/shipments/summary/{id}',
    public: false,
    module: '/porteria',
    summarizes: [shipmentCalls.findAll, visitsContract.findAll],
    params: idParams,
    request: noBody,
    response: okAnswer({ summary: frontDeskSummarySchema }),
  }),
};

/** What the shipments calls answer, for the server and the mocks. */
export const shipmentMessages = {
  created: 'Encomienda registrada.',
  status: 'Estado actualizado.',
  removed: 'Encomienda quitada de la lista.',
  notFound: 'La encomienda no existe o no tiene acceso a ella.',
  foreignApartment: 'El apartamento elegido no es de ese complejo.',
  unknownType: 'El tipo de encomienda elegido no existe.',
} as const;
