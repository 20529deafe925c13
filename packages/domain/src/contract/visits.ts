import { z } from 'zod';
import { idBody, idParams } from '../entities/fields';
import { visitApartmentSchema, visitCreateSchema, visitSchema, visitStatusChangeSchema } from '../entities/front-desk';
import { answerSchema, defineCall, noBody, okAnswer } from './define';

/**
 * Portería: visits. `remove` (PUT) hides a row from the lists and keeps the record. The spec gives the front desk no
 * notification type: a visit, expected or arrived, notifies nobody.
 */
export const visitsContract = {
  /** `id` is the complejo's. */
  findAll: defineCall({
    name: 'visits.findAll',
    method: 'GET',
    path: '/visits/findall/{id}',
    public: false,
    module: '/porteria',
    functionality: 'visitas/listado',
    params: idParams,
    request: noBody,
    response: okAnswer({ visits: z.array(visitSchema) }),
  }),
  /** The units of a complejo (`id`) with their residents' names. */
  apartments: defineCall({
    name: 'visits.apartments',
    method: 'GET',
    path: '/visits/apartments/{id}',
    public: false,
    module: '/porteria',
    functionality: 'visitas/nuevo',
    /** A parcel or a report names its unit from the same list: the desk sees who lives there. */
    readAlsoBy: ['encomiendas', 'reportes'],
    params: idParams,
    request: noBody,
    response: okAnswer({ apartments: z.array(visitApartmentSchema) }),
  }),
  create: defineCall({
    name: 'visits.create',
    method: 'POST',
    path: '/visits/create',
    public: false,
    module: '/porteria',
    functionality: 'visitas/nuevo',
    request: visitCreateSchema,
    response: okAnswer({ visit: visitSchema }),
  }),
  status: defineCall({
    name: 'visits.status',
    method: 'PUT',
    path: '/visits/status',
    public: false,
    module: '/porteria',
    functionality: 'visitas/listado',
    request: visitStatusChangeSchema,
    response: okAnswer({ visit: visitSchema }),
  }),
  remove: defineCall({
    name: 'visits.remove',
    method: 'PUT',
    path: '/visits/remove',
    public: false,
    module: '/porteria',
    functionality: 'visitas/listado',
    request: idBody('la visita'),
    response: answerSchema,
  }),
};

/** What the visits calls answer, for the server and the mocks. */
export const visitMessages = {
  created: 'Visita registrada.',
  status: 'Estado actualizado.',
  removed: 'Visita quitada de la lista.',
  notFound: 'La visita no existe o no tiene acceso a ella.',
  foreignApartment: 'El apartamento elegido no es de ese complejo.',
  pastDate: 'La fecha de la visita ya pasó: registre las de hoy o de los próximos días.',
  entryNotToday: 'Una visita que ya está en portería es de hoy: corrija la fecha.',
} as const;
