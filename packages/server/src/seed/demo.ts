import { createDemoData, type DemoData, demoLogins, moduleScreens } from '@horizontal/domain/demo';
import { eq } from 'drizzle-orm';
import type { Database, Transaction } from '../db/client';
import {
  apartments,
  buildings,
  cities,
  commonAreas,
  companies,
  employees,
  functionalities,
  identityTypes,
  modules,
  notifications,
  pantries,
  parkings,
  plans,
  residentApartments,
  residents,
  roleFunctionalities,
  roleModules,
  roles,
  towers,
  turns,
  unitTypes,
  userBuildings,
  users,
} from '../db/schema';
import { hashPassword } from '../lib/passwords';
import { seedBuildingActivity } from './demo-activity';
import { seedReference } from '../modules/reference/seed';

/** The demo logins and their passwords, printed at start-up: master, administrator, administrator B, front desk. */
export { demoLogins };

/** Modules, screens and the reference data of Uruguay: every database needs them; seeded idempotently. */
export const seedCatalog = async (db: Database) => {
  await seedReference(db);
  const existing = await db.select({ id: modules.id }).from(modules).limit(1);
  if (existing.length > 0) return;
  for (const [position, entry] of moduleScreens.entries()) {
    const [module] = await db.insert(modules).values({ name: entry.name, route: entry.route, position }).returning();
    if (!module || entry.screens.length === 0) continue;
    await db
      .insert(functionalities)
      .values(entry.screens.map((screen) => ({ moduleId: module.id, name: screen, screen })));
  }
};

/** Demo id → database id, from rows inserted in the demo's order (RETURNING answers them in that order). */
const idMap = (demoRows: readonly { id: number }[], inserted: readonly { id: number }[]) =>
  new Map(demoRows.map((row, index) => [row.id, inserted[index]!.id]));

const mapped = (ids: Map<number, number>, demoId: number) => {
  const id = ids.get(demoId);
  if (id === undefined) throw new Error(`El dato de demostración ${demoId} no se insertó.`);
  return id;
};

/** The demo names reference data by name; this answers the id the reference seed gave it. */
const idsByName = async (rows: Promise<{ id: number; name: string }[]>, what: string) => {
  const byName = new Map((await rows).map((row) => [row.name, row.id]));
  return (name: string) => {
    const id = byName.get(name);
    if (id === undefined) throw new Error(`Falta ${what} «${name}» en los datos de referencia.`);
    return id;
  };
};

/** Administradoras, complejos and towers; answers their database ids and each complejo's tenant columns. */
const insertPlaces = async (tx: Transaction, demo: DemoData) => {
  const cityId = await idsByName(tx.select().from(cities), 'la ciudad');
  const planId = await idsByName(tx.select().from(plans), 'el plan');
  const companyRows = await tx
    .insert(companies)
    .values(
      demo.companies.map(({ id: _, city, plan, ...company }) => ({
        ...company,
        cityId: cityId(city),
        planId: planId(plan),
      })),
    )
    .returning();
  const companyIds = idMap(demo.companies, companyRows);
  const buildingRows = await tx
    .insert(buildings)
    .values(
      demo.buildings.map((building) => ({
        companyId: mapped(companyIds, building.companyId),
        name: building.name,
        address: building.address,
        city: building.city,
        cityId: cityId(building.city),
        // As the buildings routes store a blank field.
        rut: building.rut || null,
        phone: building.phone || null,
        email: building.email || null,
      })),
    )
    .returning();
  const buildingIds = idMap(demo.buildings, buildingRows);
  const tenantOf = (demoBuildingId: number) => {
    const building = demo.buildings.find((candidate) => candidate.id === demoBuildingId)!;
    return { companyId: mapped(companyIds, building.companyId), buildingId: mapped(buildingIds, demoBuildingId) };
  };
  const towerRows = await tx
    .insert(towers)
    .values(demo.towers.map((tower) => ({ ...tenantOf(tower.buildingId), name: tower.name, floors: tower.floors })))
    .returning();
  return { companyIds, buildingIds, towerIds: idMap(demo.towers, towerRows), tenantOf };
};

type Places = Awaited<ReturnType<typeof insertPlaces>>;

/** Units, despensas, estacionamientos, residents with their units, and common areas with their turns. */
const insertBuildingData = async (tx: Transaction, demo: DemoData, places: Places) => {
  const { tenantOf, towerIds } = places;
  const unitTypeId = await idsByName(tx.select().from(unitTypes), 'el tipo de unidad');
  const [ci] = await tx.select().from(identityTypes).where(eq(identityTypes.name, 'Cédula de identidad'));
  const apartmentRows = await tx
    .insert(apartments)
    .values(
      demo.apartments.map((unit) => ({
        ...tenantOf(unit.buildingId),
        towerId: unit.towerId === null ? null : mapped(towerIds, unit.towerId),
        unitTypeId: unitTypeId(unit.unitType),
        number: unit.number,
        floor: unit.floor,
        rooms: unit.rooms,
        area: unit.area.toFixed(2),
        coefficient: unit.coefficient.toFixed(4),
      })),
    )
    .returning({ id: apartments.id });
  const apartmentIds = idMap(demo.apartments, apartmentRows);
  const unitOf = (demoId: number | null) => (demoId === null ? null : mapped(apartmentIds, demoId));
  await tx.insert(pantries).values(
    demo.pantries.map((pantry) => ({
      ...tenantOf(pantry.buildingId),
      number: pantry.number,
      description: pantry.description,
      apartmentId: unitOf(pantry.apartmentId),
    })),
  );
  await tx.insert(parkings).values(
    demo.parkings.map((parking) => ({
      ...tenantOf(parking.buildingId),
      number: parking.number,
      description: parking.description,
      covered: parking.covered,
      apartmentId: unitOf(parking.apartmentId),
    })),
  );
  const residentRows = await tx
    .insert(residents)
    .values(
      demo.residents.map((resident) => ({
        ...tenantOf(resident.buildingId),
        name: resident.name,
        lastName: resident.lastName,
        identityTypeId: ci?.id,
        identity: resident.identity,
        // As the residents routes store a blank field.
        email: resident.email || null,
        phone: resident.phone || null,
        birthDate: resident.birthDate,
        status: resident.status,
      })),
    )
    .returning({ id: residents.id });
  const residentIds = idMap(demo.residents, residentRows);
  await tx.insert(residentApartments).values(
    demo.residentApartments.map((link) => {
      const resident = demo.residents.find((candidate) => candidate.id === link.residentId)!;
      return {
        ...tenantOf(resident.buildingId),
        residentId: mapped(residentIds, link.residentId),
        apartmentId: mapped(apartmentIds, link.apartmentId),
        relation: link.relation,
      };
    }),
  );
  const areaRows = await tx
    .insert(commonAreas)
    .values(
      demo.commonAreas.map(({ id: _, turns: __, buildingId, price, ...area }) => ({
        ...tenantOf(buildingId),
        ...area,
        priceCents: price,
      })),
    )
    .returning({ id: commonAreas.id });
  const areaIds = idMap(demo.commonAreas, areaRows);
  await tx.insert(turns).values(
    demo.commonAreas.flatMap((area) =>
      area.turns.map((turn) => ({
        ...tenantOf(area.buildingId),
        commonAreaId: mapped(areaIds, area.id),
        name: turn.name,
        startTime: turn.startTime,
        endTime: turn.endTime,
      })),
    ),
  );
};

/** Profiles with their modules and screens, the logins with their complejos, and the staff. */
const insertPeople = async (tx: Transaction, demo: DemoData, places: Places, passwordHashes: string[]) => {
  const { companyIds, buildingIds } = places;
  const companyOf = (demoId: number | null) => (demoId === null ? null : mapped(companyIds, demoId));
  const roleRows = await tx
    .insert(roles)
    .values(
      demo.roles.map((role) => ({
        companyId: companyOf(role.companyId),
        name: role.name,
        description: role.description,
      })),
    )
    .returning();
  const roleIds = idMap(demo.roles, roleRows);
  const moduleRows = await tx.select().from(modules);
  const screenRows = await tx.select().from(functionalities);
  const moduleGrants = demo.roles.flatMap((role) =>
    moduleRows
      .filter((module) => role.moduleRoutes.includes(module.route))
      .map((module) => ({ roleId: mapped(roleIds, role.id), moduleId: module.id })),
  );
  const screenGrants = demo.roles.flatMap((role) =>
    screenRows
      .filter((screen) => role.screens.includes(screen.screen))
      .map((screen) => ({ roleId: mapped(roleIds, role.id), functionalityId: screen.id })),
  );
  if (moduleGrants.length > 0) await tx.insert(roleModules).values(moduleGrants);
  if (screenGrants.length > 0) await tx.insert(roleFunctionalities).values(screenGrants);
  const userRows = await tx
    .insert(users)
    .values(
      demo.users.map((user, index) => ({
        companyId: companyOf(user.companyId),
        roleId: mapped(roleIds, user.roleId),
        name: user.name,
        email: user.email,
        identity: user.identity,
        phone: user.phone,
        passwordHash: passwordHashes[index]!,
        indCreated: false,
        status: user.status,
      })),
    )
    .returning({ id: users.id });
  const userIds = idMap(demo.users, userRows);
  const links = demo.users.flatMap((user) =>
    user.buildingIds.map((buildingId) => ({
      userId: mapped(userIds, user.id),
      buildingId: mapped(buildingIds, buildingId),
    })),
  );
  if (links.length > 0) await tx.insert(userBuildings).values(links);
  if (demo.employees.length > 0) {
    await tx.insert(employees).values(
      demo.employees.map((employee) => ({
        companyId: mapped(companyIds, employee.companyId),
        userId: mapped(userIds, employee.userId),
        position: employee.position,
        hiredOn: employee.hiredOn,
      })),
    );
  }
  return { userIds };
};

/** The complejo that also gets a year of activity, and who does it: the demo administrator. */
const ACTIVE_BUILDING = 1;
const ACTIVE_ADMINISTRATOR = 2;

/**
 * Demo data for a first run: the shared demo dataset of @horizontal/domain/demo (the one the mocks serve), plus a
 * year of gastos comunes and front-desk activity in Parque Batlle. Does nothing when the demo administrator
 * already exists, so every start may call it.
 */
export const seedDemo = async (db: Database, today = new Date()) => {
  await seedCatalog(db);
  const [admin] = await db.select().from(users).where(eq(users.email, demoLogins[1].email));
  if (admin) return;
  const demo = createDemoData();
  const passwordHashes = await Promise.all(demo.users.map((user) => hashPassword(user.password)));
  await db.transaction(async (tx) => {
    const places = await insertPlaces(tx, demo);
    await insertBuildingData(tx, demo, places);
    const { userIds } = await insertPeople(tx, demo, places, passwordHashes);
    const administrator = mapped(userIds, ACTIVE_ADMINISTRATOR);
    await seedBuildingActivity(tx, places.tenantOf(ACTIVE_BUILDING), administrator, today);
    await tx.insert(notifications).values({
      userId: administrator,
      typeId: 1,
      title: 'Nueva reserva',
      text: 'La unidad 302 reservó el salón de fiestas para el sábado.',
    });
  });
};
