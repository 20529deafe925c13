import {
  contract,
  formatIsoDate,
  type LicenseStatus,
  leaveApprovalRefusal,
  leaveDaysCounted,
  leaveWorkYear,
  licenseDays,
  licenseMessages,
  licenseStatusLabels,
  licenseTransitions,
  montevideoToday,
  NOTIFICATION_TYPE_ID,
  notificationTypeName,
  personLeaveBalance,
  staffLeaveBalances,
  transitionProblem,
} from '@horizontal/domain';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../core/calls/register-call';
import { ApiError, messages } from '../../core/errors/api-error';
import { notifyWithChange } from '../../core/notify';
import { staffReaching } from '../../core/repositories/staff.repository';
import type { LicenseListing } from './licenses.repository';
import { personOfBuilding } from './person-of-building';
import type { PersonnelRepositories } from './repositories';
import { licenseOut, licenseTypeOut, personName } from './shapes';

const calls = contract.licenses;
const text = licenseMessages;

/**
 * Licencias (SPEC §7): leave requests of the staff, pending until someone with Licencias approves or rejects them.
 * Annual leave (a type marked `annual`) is approved only within the person's balance of Ley 12.590
 * (domain personnel/leave): the work year it is charged to is the one before its start.
 */
export const licenseRoutes = (repos: PersonnelRepositories) => async (app: FastifyInstance) => {
  const { licenses, licenseTypes, personnel, contracts, buildings } = repos;

  registerCall(app, calls.findAll, async ({ params, scope }) => {
    if (!(await buildings.find(scope, params.id))) throw new ApiError(404, messages.buildingNotFound);
    const [rows, people, contractRows, types] = await Promise.all([
      licenses.listOfBuilding(scope, params.id),
      personnel.listOfBuilding(scope, params.id),
      contracts.listOfBuilding(scope, params.id),
      licenseTypes.listOfBuilding(scope, params.id),
    ]);
    const listed = rows.map(licenseOut);
    return {
      message: 'OK',
      licenses: listed,
      pending: listed.filter((license) => license.status === 'pendiente'),
      balances: staffLeaveBalances(
        { people, contracts: contractRows, licenses: rows, licenseTypes: types },
        montevideoToday(),
      ),
    };
  });

  registerCall(app, calls.types, async ({ params, scope }) => {
    if (!(await buildings.find(scope, params.id))) throw new ApiError(404, messages.buildingNotFound);
    return { message: 'OK', licenseType: (await licenseTypes.listOfBuilding(scope, params.id)).map(licenseTypeOut) };
  });

  /** A request: pending, told (type 8) to the complejo's staff who may approve it. */
  registerCall(app, calls.create, async ({ body, scope, auth, request }) => {
    const { building, person } = await personOfBuilding(repos, scope, body, text.foreignPersonnel);
    const type = await licenseTypes.find(scope, body.licenseTypeId);
    if (!type) throw new ApiError(404, text.licenseTypeNotFound);
    if (type.buildingId !== building.id) throw new ApiError(409, text.foreignLicenseType);
    const days = licenseDays(body.startDate, body.endDate);
    if (type.maxDays !== null && days > type.maxDays) {
      throw new ApiError(409, text.tooManyDays(type.name, type.maxDays, days));
    }
    const created = await app.db.transaction(async (tx) => {
      // Two requests of one person at once would both pass the overlap check: the person's row orders them.
      await personnel.lock(tx, person.id);
      const current = (await personnel.find(scope, person.id, tx))!;
      if (current.status === 'desvinculado') throw new ApiError(409, text.unlinkedPersonnel);
      if (await licenses.overlaps(person.id, body.startDate, body.endDate, tx)) {
        throw new ApiError(409, text.overlapping);
      }
      const row = await licenses.table.insert(
        scope,
        {
          companyId: building.companyId,
          buildingId: building.id,
          personnelId: person.id,
          licenseTypeId: type.id,
          startDate: body.startDate,
          endDate: body.endDate,
          days,
          notes: body.notes,
          status: 'pendiente',
        },
        tx,
      );
      const approvers = await staffReaching(tx, building, '/personal', {
        except: auth.user.id,
        screens: 'licencias/%',
      });
      await notifyWithChange(app, tx, request, approvers, {
        typeId: NOTIFICATION_TYPE_ID.license,
        title: notificationTypeName(NOTIFICATION_TYPE_ID.license),
        text: `${personName(current)} pidió ${type.name.toLowerCase()} del ${formatIsoDate(body.startDate)} al ${formatIsoDate(body.endDate)}.`,
      });
      return (await licenses.find(scope, row.id, tx))!;
    });
    return { message: text.created, license: licenseOut(created) };
  });

  registerCall(app, calls.status, async ({ body, scope }) => {
    const changed = await app.db.transaction(async (tx) => {
      await licenses.lock(tx, body.id);
      const current = await licenses.find(scope, body.id, tx);
      if (!current) throw new ApiError(404, text.notFound);
      const problem = transitionProblem(
        licenseTransitions,
        licenseStatusLabels,
        current.status as LicenseStatus,
        body.status,
      );
      if (problem) throw new ApiError(409, problem);
      if (body.status === 'aprobada' && current.annual) await checkBalance(current, tx);
      await licenses.table.setStatus(scope, current.id, { status: body.status }, tx);
      return (await licenses.find(scope, current.id, tx))!;
    });
    return { message: text.status, license: licenseOut(changed) };
  });

  /** Approvals of one person's leave are serialized by the person's row, so two cannot spend the same days. */
  const checkBalance = async (license: LicenseListing, tx: Parameters<typeof personnel.lock>[0]) => {
    await personnel.lock(tx, license.personnelId);
    const hiredOn = await licenses.hireDateOf(license.personnelId, tx);
    if (hiredOn === null) throw new ApiError(409, text.noHireDate);
    const balance = personLeaveBalance({
      hiredOn,
      year: leaveWorkYear(license.startDate),
      approved: await licenses.approvedAnnualOf(license.personnelId, license.id, tx),
    });
    const refusal = leaveApprovalRefusal(leaveDaysCounted(license.startDate, license.endDate), balance);
    if (refusal) throw new ApiError(409, refusal);
  };
};
