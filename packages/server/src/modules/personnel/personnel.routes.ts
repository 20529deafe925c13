import {
  type CallBody,
  contract,
  type PersonnelStatus,
  personnelMessages,
  personnelStatusLabels,
  personnelTransitions,
  transitionProblem,
} from '@horizontal/domain';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../core/calls/register-call';
import { ApiError, messages } from '../../core/errors/api-error';
import type { PersonnelValues } from './personnel.repository';
import type { PersonnelRepositories } from './repositories';
import { licenseTypeOut, personnelOut } from './shapes';

const calls = contract.personnel;
const text = personnelMessages;

/** What the form sends, as the table keeps it: a blank phone or e-mail is no contact (null). */
const valuesOf = (body: CallBody<typeof calls.create> | CallBody<typeof calls.update>): PersonnelValues => ({
  personnelTypeId: body.personnelTypeId,
  name: body.name,
  lastName: body.lastName,
  identity: body.identity,
  phone: body.phone || null,
  email: body.email || null,
  workdayStart: body.workdayStart,
  workdayEnd: body.workdayEnd,
  workdays: body.workdays,
});

/**
 * Personal (SPEC §7, group personnel): the complejo's staff (porteros, limpieza…, not logins), their status, the
 * kinds of leave the complejo grants (the clock-ins are time-records.routes).
 */
export const personnelRoutes = (repos: PersonnelRepositories) => async (app: FastifyInstance) => {
  const { personnel, licenseTypes, buildings, identityTypes } = repos;

  const buildingIn = async (scope: Parameters<typeof buildings.find>[0], id: number) => {
    const building = await buildings.find(scope, id);
    if (!building) throw new ApiError(404, messages.buildingNotFound);
    return building;
  };
  const checkType = async (personnelTypeId: number) => {
    if (!(await personnel.typeExists(personnelTypeId))) throw new ApiError(400, text.unknownType);
  };

  registerCall(app, calls.findAll, async ({ params, scope }) => {
    await buildingIn(scope, params.id);
    return { message: 'OK', personnelList: (await personnel.listOfBuilding(scope, params.id)).map(personnelOut) };
  });

  registerCall(app, calls.create, async ({ body, scope }) => {
    const building = await buildingIn(scope, body.buildingId);
    await checkType(body.personnelTypeId);
    // Read before the transaction: PGlite has one connection, which the transaction holds.
    const identityTypeId = await identityTypes.ciId();
    const created = await app.db.transaction(async (tx) => {
      if (await personnel.identityTaken(building.id, body.identity, null, tx)) {
        throw new ApiError(409, text.identityTaken);
      }
      const row = await personnel.table.insert(
        scope,
        {
          companyId: building.companyId,
          buildingId: building.id,
          identityTypeId,
          ...valuesOf(body),
          status: 'activo',
        },
        tx,
      );
      return (await personnel.find(scope, row.id, tx))!;
    });
    return { message: text.created, personnel: personnelOut(created) };
  });

  registerCall(app, calls.update, async ({ body, scope }) => {
    await checkType(body.personnelTypeId);
    const changed = await app.db.transaction(async (tx) => {
      await personnel.lock(tx, body.id);
      const current = await personnel.find(scope, body.id, tx);
      if (!current) throw new ApiError(404, text.notFound);
      if (await personnel.identityTaken(current.buildingId, body.identity, current.id, tx)) {
        throw new ApiError(409, text.identityTaken);
      }
      await personnel.table.update(scope, current.id, valuesOf(body), tx);
      return (await personnel.find(scope, current.id, tx))!;
    });
    return { message: text.updated, personnel: personnelOut(changed) };
  });

  /** Activo ↔ inactivo; desvinculado only through a desvinculación (unlinks.create), which ends the contract too. */
  registerCall(app, calls.status, async ({ body, scope }) => {
    const changed = await app.db.transaction(async (tx) => {
      await personnel.lock(tx, body.id);
      const current = await personnel.find(scope, body.id, tx);
      if (!current) throw new ApiError(404, text.notFound);
      const from = current.status as PersonnelStatus;
      if (body.status === 'desvinculado' && from !== 'desvinculado') throw new ApiError(409, text.unlinkByRecord);
      const problem = transitionProblem(personnelTransitions, personnelStatusLabels, from, body.status);
      if (problem) throw new ApiError(409, problem);
      await personnel.table.setStatus(scope, current.id, { status: body.status }, tx);
      return (await personnel.find(scope, current.id, tx))!;
    });
    return { message: text.status, personnel: personnelOut(changed) };
  });

  registerCall(app, calls.findLicenseTypes, async ({ params, scope }) => {
    await buildingIn(scope, params.id);
    return {
      message: 'OK',
      licenseTypeList: (await licenseTypes.listOfBuilding(scope, params.id)).map(licenseTypeOut),
    };
  });

  registerCall(app, calls.createLicenseType, async ({ body, scope }) => {
    const building = await buildingIn(scope, body.buildingId);
    const created = await app.db.transaction(async (tx) => {
      if (await licenseTypes.nameTaken(building.id, body.name, tx)) {
        throw new ApiError(409, text.licenseTypeTaken(body.name));
      }
      return licenseTypes.table.insert(
        scope,
        {
          companyId: building.companyId,
          buildingId: building.id,
          name: body.name,
          maxDays: body.maxDays,
          paid: body.paid,
          annual: body.annual,
        },
        tx,
      );
    });
    return { message: text.licenseTypeCreated, licenseType: licenseTypeOut(created) };
  });

  /** A type some license has is kept: the license would lose its kind (and the foreign key forbids it). */
  registerCall(app, calls.deleteLicenseType, async ({ body, scope }) => {
    await app.db.transaction(async (tx) => {
      const type = await licenseTypes.find(scope, body.id, tx);
      if (!type) throw new ApiError(404, text.licenseTypeNotFound);
      if ((await licenseTypes.licensesOf(type.id, tx)) > 0) throw new ApiError(409, text.licenseTypeInUse);
      await licenseTypes.table.remove(scope, type.id, tx);
    });
    return { message: text.licenseTypeDeleted };
  });
};
