import { z } from 'zod';
import { idParams } from '../entities/fields';
import { contractCreateSchema, contractSchema, contractStatusChangeSchema } from '../entities/labor-contract';
import { defineCall, noBody, okAnswer } from './define';

/** Work contracts of the personnel. */
export const contractsContract = {
  /** `id` is the complejo's. */
  findAll: defineCall({
    name: 'contracts.findAll',
    method: 'GET',
    path: '/contracts/findall/{id}',
    public: false,
    module: '/personal',
    functionality: 'contratos/listado',
    params: idParams,
    request: noBody,
    response: okAnswer({ contracts: z.array(contractSchema) }),
  }),
  /**
   * Not in the spec's table: a signed link to download the contract's signed copy (its `fileKey`), as
   * documents/getpath gives one for a document. `id` is the contract's.
   */
  file: defineCall({
    name: 'contracts.file',
    method: 'GET',
    path: '/contracts/file/{id}',
    public: false,
    module: '/personal',
    functionality: 'contratos/listado',
    params: idParams,
    request: noBody,
    response: okAnswer({ url: z.string(), fileName: z.string() }),
  }),
  create: defineCall({
    name: 'contracts.create',
    method: 'POST',
    path: '/contracts/create',
    public: false,
    module: '/personal',
    functionality: 'contratos/nuevo',
    request: contractCreateSchema,
    response: okAnswer({ contract: contractSchema }),
  }),
  status: defineCall({
    name: 'contracts.status',
    method: 'PUT',
    path: '/contracts/status',
    public: false,
    module: '/personal',
    functionality: 'contratos/listado',
    request: contractStatusChangeSchema,
    response: okAnswer({ contract: contractSchema }),
  }),
};

/** What the labour contracts calls answer, for the server and the mocks. */
export const contractMessages = {
  created: 'Contrato creado.',
  status: 'Estado actualizado.',
  notFound: 'El contrato no existe o no tiene acceso a él.',
  foreignPersonnel: 'La persona no es del personal de ese complejo.',
  unlinkedPersonnel: 'La persona está desvinculada: no admite contratos nuevos.',
  /** The signed contract's key is not a file uploaded for contratos by the administradora, or not of its type. */
  fileMissing: 'No encontramos el archivo del contrato subido o no es del tipo indicado. Vuelva a subirlo.',
  noFile: 'El contrato no tiene su copia firmada.',
  alreadyInForce: 'La persona ya tiene un contrato vigente o suspendido. Finalícelo antes de crear otro.',
} as const;
