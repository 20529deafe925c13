import { clockInConflict, contract, montevideoToday, personnelMessages } from '@horizontal/domain';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../core/calls/register-call';
import { ApiError, messages } from '../../core/errors/api-error';
import type { Queryable } from '../../db/client';
import { personOfBuilding } from './person-of-building';
import type { PersonnelRepositories } from './repositories';
import { timeRecordOut } from './shapes';

const calls = contract.personnel;
const text = personnelMessages;

/**
 * Horario (SPEC §2 /horario/listado): the clock-ins of a range, and the desk writing them down (calls the spec's
 * table lacks: it reads records but never writes them). A person's records of a day never overlap, and an open one
 * (no exit yet) takes no other until its exit is written (domain clockInConflict); the person's row serializes
 * two clerks writing at once.
 */
export const timeRecordRoutes = (repos: PersonnelRepositories) => async (app: FastifyInstance) => {
  const { timeRecords, personnel, buildings } = repos;

  const checkDay = async (
    tx: Queryable,
    personnelId: number,
    date: string,
    times: { entryTime: string; exitTime: string | null },
    exceptId: number | null,
  ) => {
    const problem = clockInConflict(await timeRecords.othersOnDay(personnelId, date, exceptId, tx), times);
    if (problem) throw new ApiError(409, text[problem]);
  };

  registerCall(app, calls.records, async ({ body, scope }) => {
    if (!(await buildings.find(scope, body.buildingId))) throw new ApiError(404, messages.buildingNotFound);
    const records = await timeRecords.between(scope, body);
    return { message: 'OK', records: records.map(timeRecordOut) };
  });

  registerCall(app, calls.recordTime, async ({ body, scope }) => {
    const { building, person } = await personOfBuilding(repos, scope, body, text.foreignRecordPersonnel);
    if (body.date > montevideoToday()) throw new ApiError(409, text.futureRecord);
    const created = await app.db.transaction(async (tx) => {
      await personnel.lock(tx, person.id);
      const current = (await personnel.find(scope, person.id, tx))!;
      if (current.status !== 'activo') throw new ApiError(409, text.recordOfInactive);
      await checkDay(tx, person.id, body.date, body, null);
      const row = await timeRecords.table.insert(
        scope,
        {
          companyId: building.companyId,
          buildingId: building.id,
          personnelId: person.id,
          date: body.date,
          entryTime: body.entryTime,
          exitTime: body.exitTime,
          notes: body.notes,
        },
        tx,
      );
      return (await timeRecords.find(scope, row.id, tx))!;
    });
    return { message: text.recordCreated, record: timeRecordOut(created) };
  });

  registerCall(app, calls.updateRecord, async ({ body, scope }) => {
    const record = await timeRecords.find(scope, body.id);
    if (!record) throw new ApiError(404, text.recordNotFound);
    const changed = await app.db.transaction(async (tx) => {
      await personnel.lock(tx, record.personnelId);
      await checkDay(tx, record.personnelId, record.date, body, record.id);
      await timeRecords.table.update(
        scope,
        record.id,
        { entryTime: body.entryTime, exitTime: body.exitTime, notes: body.notes },
        tx,
      );
      return (await timeRecords.find(scope, record.id, tx))!;
    });
    return { message: text.recordUpdated, record: timeRecordOut(changed) };
  });
};
