import type { DemoData } from '@horizontal/domain/demo';
import { idMap, idsByName, mapped, type Places } from '../../core/seed-ids';
import type { Transaction } from '../../db/client';
import { buildings, cities, companies, plans, towers, userBuildings, users } from '../../db/schema';

/** Administradoras, complejos and towers; answers their database ids and each complejo's tenant columns. */
export const seedPlaces = async (tx: Transaction, demo: DemoData): Promise<Places> => {
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

/** The logins with their profile and complejos; answers the database id of each demo user. */
export const seedUsers = async (
  tx: Transaction,
  demo: DemoData,
  places: Places,
  roleIds: Map<number, number>,
  passwordHashes: string[],
) => {
  const { companyIds, buildingIds } = places;
  const companyOf = (demoId: number | null) => (demoId === null ? null : mapped(companyIds, demoId));
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
  return userIds;
};
