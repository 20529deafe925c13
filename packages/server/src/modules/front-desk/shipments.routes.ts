import {
  contract,
  type ShipmentStatus,
  shipmentMessages,
  shipmentStatusLabels,
  shipmentTransitions,
  transitionProblem,
} from '@horizontal/domain';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../core/calls/register-call';
import { ApiError, messages } from '../../core/errors/api-error';
import { queueMail } from '../../core/mail';
import { arrivalMail } from './arrival-mail';
import type { FrontDeskRepositories } from './repositories';
import { shipmentOut } from './shapes';
import type { ShipmentValues } from './shipments.repository';

const calls = contract.shipments;
const text = shipmentMessages;

/** Encomiendas: the desk's list, a parcel's arrival (its unit's residents told by e-mail), its hand-over, removal. */
export const shipmentRoutes = (repos: FrontDeskRepositories) => async (app: FastifyInstance) => {
  const { shipments, units, buildings } = repos;

  registerCall(app, calls.findAll, async ({ params, scope }) => {
    if (!(await buildings.find(scope, params.id))) throw new ApiError(404, messages.buildingNotFound);
    return { message: 'OK', shipments: (await shipments.listOfBuilding(scope, params.id)).map(shipmentOut) };
  });

  registerCall(app, calls.types, async () => ({ message: 'OK', types: await shipments.types() }));

  registerCall(app, calls.create, async ({ body, scope }) => {
    const building = await buildings.find(scope, body.buildingId);
    if (!building) throw new ApiError(404, messages.buildingNotFound);
    const unit = await units.unit(scope, body.apartmentId);
    if (!unit || unit.buildingId !== building.id) throw new ApiError(409, text.foreignApartment);
    if (body.shipmentTypeId !== null && !(await shipments.type(body.shipmentTypeId))) {
      throw new ApiError(409, text.unknownType);
    }
    const values: ShipmentValues = {
      companyId: building.companyId,
      buildingId: building.id,
      apartmentId: unit.id,
      shipmentTypeId: body.shipmentTypeId,
      recipientName: body.recipientName,
      carrier: body.carrier,
      description: body.description,
    };
    // The parcel and its e-mails are one write: a resident is never told of a parcel the desk did not log.
    const shipment = await app.db.transaction(async (tx) => {
      const row = await shipments.table.insert(scope, values, tx);
      const listed = (await shipments.find(scope, row.id, tx))!;
      for (const resident of await units.mailboxesOf(unit.id, tx)) {
        await queueMail(app, tx, arrivalMail(resident, listed, building));
      }
      return listed;
    });
    return { message: text.created, shipment: shipmentOut(shipment) };
  });

  registerCall(app, calls.status, async ({ body, scope }) => {
    const changed = await app.db.transaction(async (tx) => {
      // Locked before it is read: two desks handing the same parcel over at once write once.
      await shipments.lock(tx, body.id);
      const current = await shipments.find(scope, body.id, tx);
      if (!current) throw new ApiError(404, text.notFound);
      const from = current.status as ShipmentStatus;
      const problem = transitionProblem(shipmentTransitions, shipmentStatusLabels, from, body.status);
      if (problem) throw new ApiError(409, problem);
      const handedOver = body.status === 'entregada' ? { deliveredAt: new Date(), deliveredTo: body.deliveredTo } : {};
      await shipments.table.setStatus(scope, current.id, { status: body.status, ...handedOver }, tx);
      return (await shipments.find(scope, current.id, tx))!;
    });
    return { message: text.status, shipment: shipmentOut(changed) };
  });

  registerCall(app, calls.remove, async ({ body, scope }) => {
    await app.db.transaction(async (tx) => {
      await shipments.lock(tx, body.id);
      if (!(await shipments.find(scope, body.id, tx))) throw new ApiError(404, text.notFound);
      await shipments.table.hide(scope, body.id, { removedAt: new Date() }, tx);
    });
    return { message: text.removed };
  });
};
