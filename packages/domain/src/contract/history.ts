import { z } from 'zod';
import { body, idOf } from '../entities/fields';
import { apartmentsContract } from './apartments';
import { buildingsContract } from './buildings';
import { commonAreasContract } from './common-areas';
import { companiesContract } from './companies';
import { type CallDefinition, defineCall, okAnswer } from './define';
import { employeesContract } from './employees';
import { maintenancesContract } from './maintenances';
import { pantriesContract } from './pantries';
import { parkingsContract } from './parkings';
import { reservesContract } from './reserves';
import { residentsContract } from './residents';
import { rolesContract } from './roles';
import { usersContract } from './users';

/**
 * The records that have a detail screen, named as the audit trail names them (the server's table): a module's
 * details get their history by adding their entity here, with the list call whose readers may see it.
 */
export const recordEntities = [
  'companies',
  'buildings',
  'users',
  'roles',
  'employees',
  'residents',
  'apartments',
  'pantries',
  'parkings',
  'common_areas',
  'reserves',
  'maintenances',
] as const;
export type RecordEntity = (typeof recordEntities)[number];

/**
 * Whoever may read a record's list may read its history, and nobody else: the call reads on behalf of that list
 * (its `only`, module and screens), so the server, the mocks and the app check the history against it.
 */
export const historyReaders: Record<RecordEntity, CallDefinition> = {
  companies: companiesContract.findAll,
  buildings: buildingsContract.findAll,
  users: usersContract.findAll,
  roles: rolesContract.findAll,
  employees: employeesContract.findAll,
  residents: residentsContract.findAll,
  apartments: apartmentsContract.findAll,
  pantries: pantriesContract.findAll,
  parkings: parkingsContract.findAll,
  common_areas: commonAreasContract.findAll,
  reserves: reservesContract.findAll,
  maintenances: maintenancesContract.findAll,
};

export const recordHistoryRequestSchema = body({
  entity: z.enum(recordEntities, { error: 'Ese tipo de registro no tiene historial.' }),
  id: idOf('el registro'),
});

/** Who did it (their name; null when the trail does not say, or the user no longer exists) and when (ISO). */
export const historyStampSchema = z.object({ by: z.string().nullable(), at: z.string() });

export const recordHistorySchema = z.object({
  /** Null for a record whose creation the trail does not hold (loaded before the trail, or by the seed). */
  created: historyStampSchema.nullable(),
  /** The latest change of its data after its creation; null when it never changed. */
  changed: historyStampSchema.nullable(),
});

export type RecordHistoryRequest = z.input<typeof recordHistoryRequestSchema>;
export type HistoryStamp = z.infer<typeof historyStampSchema>;
export type RecordHistory = z.infer<typeof recordHistorySchema>;

/** Not in the spec's table (issue #30): who created a record and who changed it last, read from the audit trail. */
export const historyContract = {
  /**
   * No module or screen of its own: the route checks the caller against `historyReaders[entity]`, the list the
   * record comes from, and answers only for a record that list would show them.
   */
  record: defineCall({
    name: 'history.record',
    method: 'POST',
    access: 'read',
    path: '/history/record',
    public: false,
    request: recordHistoryRequestSchema,
    response: okAnswer({ history: recordHistorySchema }),
  }),
};

/** What the history call answers, for the server to say and the mocks to repeat. */
export const historyMessages = {
  notFound: 'El registro no existe o no tiene acceso a él.',
} as const;
