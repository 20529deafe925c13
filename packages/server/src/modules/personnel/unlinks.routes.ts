import { contract, unlinkMessages } from '@horizontal/domain';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../core/calls/register-call';
import { ApiError, messages } from '../../core/errors/api-error';
import { personOfBuilding } from './person-of-building';
import type { PersonnelRepositories } from './repositories';
import { unlinkOut } from './shapes';

const calls = contract.unlinks;
const text = unlinkMessages;

/**
 * Desvinculaciones (SPEC §7, /unlink): the end of a person's work at the complejo. One transaction records it, ends
 * the contract in force (the one chosen, or the person's only one) as finalizado on that day, and sets the person
 * desvinculado; nothing of it stays half done.
 */
export const unlinkRoutes = (repos: PersonnelRepositories) => async (app: FastifyInstance) => {
  const { unlinks, contracts, personnel, buildings } = repos;

  registerCall(app, calls.findAll, async ({ params, scope }) => {
    if (!(await buildings.find(scope, params.id))) throw new ApiError(404, messages.buildingNotFound);
    return { message: 'OK', unlinkList: (await unlinks.listOfBuilding(scope, params.id)).map(unlinkOut) };
  });

  registerCall(app, calls.create, async ({ body, scope }) => {
    const { building, person } = await personOfBuilding(repos, scope, body, text.foreignPersonnel);
    const created = await app.db.transaction(async (tx) => {
      await personnel.lock(tx, person.id);
      const current = (await personnel.find(scope, person.id, tx))!;
      if (current.status === 'desvinculado') throw new ApiError(409, text.alreadyUnlinked);
      const inForce = await contracts.inForceOf(person.id, tx);
      const ended =
        body.contractId === null ? inForce[0] : inForce.find((candidate) => candidate.id === body.contractId);
      if (body.contractId !== null && !ended) throw new ApiError(409, text.foreignContract);
      if (ended) {
        await contracts.table.setStatus(scope, ended.id, { status: 'finalizado', endDate: body.date }, tx);
      }
      await personnel.table.setStatus(scope, person.id, { status: 'desvinculado' }, tx);
      const row = await unlinks.table.insert(
        scope,
        {
          companyId: building.companyId,
          buildingId: building.id,
          personnelId: person.id,
          contractId: ended?.id ?? null,
          date: body.date,
          reason: body.reason,
          notes: body.notes,
        },
        tx,
      );
      return (await unlinks.find(scope, row.id, tx))!;
    });
    return { message: text.created, unlink: unlinkOut(created) };
  });
};
