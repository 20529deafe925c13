import {
  type ContractStatus,
  contract,
  contractFileName,
  contractMessages,
  contractStatusLabels,
  contractTransitions,
  montevideoToday,
  transitionProblem,
} from '@horizontal/domain';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../core/calls/register-call';
import { ApiError, messages } from '../../core/errors/api-error';
import { isUploadFor } from '../../core/uploads';
import { personOfBuilding } from './person-of-building';
import type { PersonnelRepositories } from './repositories';
import { contractOut, personName } from './shapes';

const calls = contract.contracts;
const text = contractMessages;

/** Contratos (SPEC §7): a person's work contracts; one vigente at a time. */
export const contractRoutes = (repos: PersonnelRepositories) => async (app: FastifyInstance) => {
  const { contracts, personnel, buildings } = repos;

  registerCall(app, calls.findAll, async ({ params, scope }) => {
    if (!(await buildings.find(scope, params.id))) throw new ApiError(404, messages.buildingNotFound);
    return { message: 'OK', contracts: (await contracts.listOfBuilding(scope, params.id)).map(contractOut) };
  });

  /** The signed copy's link, named after whose contract it is (the key keeps the uploaded file's extension). */
  registerCall(app, calls.file, async ({ params, scope }) => {
    const row = await contracts.find(scope, params.id);
    if (!row) throw new ApiError(404, text.notFound);
    if (row.fileKey === null) throw new ApiError(404, text.noFile);
    const fileName = contractFileName(personName(row), row.fileKey);
    return { message: 'OK', url: await app.storage.signDownload(row.fileKey, { fileName }), fileName };
  });

  registerCall(app, calls.create, async ({ body, scope }) => {
    const { building, person } = await personOfBuilding(repos, scope, body, text.foreignPersonnel);
    if (body.fileKey !== null && !(await isUploadFor(app, building.companyId, body.fileKey, 'contratos'))) {
      throw new ApiError(400, text.fileMissing);
    }
    const created = await app.db.transaction(async (tx) => {
      // Serialized with the person's other changes (a desvinculación, another contract) by the person's row.
      await personnel.lock(tx, person.id);
      const current = await personnel.find(scope, person.id, tx);
      if (current?.status === 'desvinculado') throw new ApiError(409, text.unlinkedPersonnel);
      if (await contracts.hasInForce(person.id, tx)) throw new ApiError(409, text.alreadyInForce);
      const row = await contracts.table.insert(
        scope,
        {
          companyId: building.companyId,
          buildingId: building.id,
          personnelId: person.id,
          type: body.type,
          startDate: body.startDate,
          endDate: body.endDate,
          monthlySalaryCents: body.monthlySalary,
          weeklyHours: body.weeklyHours,
          fileKey: body.fileKey,
          status: 'vigente',
        },
        tx,
      );
      return (await contracts.find(scope, row.id, tx))!;
    });
    return { message: text.created, contract: contractOut(created) };
  });

  /** A contract that ends (finalizado, rescindido) without an end date ends today, Montevideo's day. */
  registerCall(app, calls.status, async ({ body, scope }) => {
    const changed = await app.db.transaction(async (tx) => {
      await contracts.lock(tx, body.id);
      const current = await contracts.find(scope, body.id, tx);
      if (!current) throw new ApiError(404, text.notFound);
      const problem = transitionProblem(
        contractTransitions,
        contractStatusLabels,
        current.status as ContractStatus,
        body.status,
      );
      if (problem) throw new ApiError(409, problem);
      const ends = body.status === 'finalizado' || body.status === 'rescindido';
      const endDate = ends && current.endDate === null ? { endDate: montevideoToday() } : {};
      await contracts.table.setStatus(scope, current.id, { status: body.status, ...endDate }, tx);
      return (await contracts.find(scope, current.id, tx))!;
    });
    return { message: text.status, contract: contractOut(changed) };
  });
};
