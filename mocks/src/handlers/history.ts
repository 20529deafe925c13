import {
  contract,
  type HistoryStamp,
  historyMessages,
  historyReaders,
  isMaster,
  type RecordEntity,
  type SessionUser,
} from '@horizontal/domain';
import { db, type TrailEntry } from '../db';
import { notFound, reachesBuilding, reachesCompany } from './guards';
import { checkAccess, mockCall } from './mock-call';

/** Whether the record exists and its list would show it to `user`, as each module's `find` decides on the server. */
const reaches = (user: SessionUser, entity: RecordEntity, id: number): boolean => {
  const inBuilding = (rows: readonly { id: number; buildingId: number }[]) => {
    const row = rows.find((candidate) => candidate.id === id);
    return row !== undefined && reachesBuilding(user, row.buildingId);
  };
  switch (entity) {
    case 'companies':
      return db.companies.some((company) => company.id === id);
    case 'buildings': {
      const building = db.buildings.find((candidate) => candidate.id === id);
      return building !== undefined && reachesCompany(user, building.companyId) && reachesBuilding(user, id);
    }
    case 'users':
      return db.users.some((account) => account.user.id === id);
    case 'roles': {
      const role = db.roles.find((candidate) => candidate.id === id);
      return role !== undefined && (role.companyId === null ? isMaster(user) : reachesCompany(user, role.companyId));
    }
    case 'employees': {
      const employee = db.employees.find((candidate) => candidate.id === id);
      return employee !== undefined && reachesCompany(user, employee.companyId);
    }
    case 'residents':
      return inBuilding(db.residents);
    case 'apartments':
      return inBuilding(db.apartments);
    case 'pantries':
      return inBuilding(db.pantries);
    case 'parkings':
      return inBuilding(db.parkings);
    case 'common_areas':
      return inBuilding(db.commonAreas);
    case 'reserves':
      return inBuilding(db.reserves);
    case 'maintenances':
      return inBuilding(db.maintenances);
  }
};

const stampOf = (entry: TrailEntry | undefined): HistoryStamp | null =>
  entry ? { by: db.users.find((account) => account.user.id === entry.userId)?.user.name ?? null, at: entry.at } : null;

export const historyHandlers = [
  mockCall(contract.history.record, ({ body, user }) => {
    // Asked as the record's own list would be: its `only`, module and screens.
    checkAccess(historyReaders[body.entity], user);
    if (!reaches(user, body.entity, body.id)) throw notFound(historyMessages.notFound);
    const entries = db.trail.filter((entry) => entry.entity === body.entity && entry.id === body.id);
    const changes = entries.filter((entry) => entry.action === 'change');
    return {
      message: 'OK',
      history: {
        created: stampOf(entries.find((entry) => entry.action === 'create')),
        changed: stampOf(changes[changes.length - 1]),
      },
    };
  }),
];
