import { moduleScreens } from '@horizontal/domain/demo';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  cities,
  countries,
  frequencies,
  functionalities,
  identityTypes,
  messageCategories,
  modules,
  personnelTypes,
  plans,
  shipmentTypes,
  states,
  unitTypes,
} from '../../db/schema';
import {
  countryData,
  frequencyData,
  identityTypeData,
  messageCategoryData,
  personnelTypeData,
  planData,
  shipmentTypeData,
  unitTypeData,
  uruguayDepartments,
} from './reference-data';

const byName = (names: readonly string[]) => names.map((name) => ({ name }));

/**
 * Inserts what is missing of the reference data and leaves the rest alone, so it runs on every start and
 * a row someone added by hand survives.
 */
export const seedReference = async (db: Database) => {
  await db.transaction(async (tx) => {
    await tx
      .insert(countries)
      .values([...countryData])
      .onConflictDoNothing();
    const [uruguay] = await tx.select().from(countries).where(eq(countries.code, 'UY'));
    await tx
      .insert(states)
      .values(uruguayDepartments.map((department) => ({ countryId: uruguay!.id, name: department.name })))
      .onConflictDoNothing();
    const stateRows = await tx.select().from(states).where(eq(states.countryId, uruguay!.id));
    const stateId = new Map(stateRows.map((state) => [state.name, state.id]));
    await tx
      .insert(cities)
      .values(
        uruguayDepartments.flatMap((department) =>
          department.cities.map((name) => ({ stateId: stateId.get(department.name)!, name })),
        ),
      )
      .onConflictDoNothing();
    await tx
      .insert(plans)
      .values(planData.map((plan) => ({ ...plan })))
      .onConflictDoNothing();
    await tx.insert(unitTypes).values(byName(unitTypeData)).onConflictDoNothing();
    await tx.insert(identityTypes).values(byName(identityTypeData)).onConflictDoNothing();
    await tx
      .insert(frequencies)
      .values(frequencyData.map((frequency) => ({ ...frequency })))
      .onConflictDoNothing();
    await tx.insert(personnelTypes).values(byName(personnelTypeData)).onConflictDoNothing();
    await tx.insert(shipmentTypes).values(byName(shipmentTypeData)).onConflictDoNothing();
    await tx.insert(messageCategories).values(byName(messageCategoryData)).onConflictDoNothing();
  });
};

/**
 * Modules, screens and the reference data of Uruguay: every database needs them; seeded idempotently, all or
 * nothing, and once when two instances start together (the second one's inserts wait for the first and do nothing).
 */
export const seedCatalog = async (db: Database) => {
  await seedReference(db);
  await db.transaction(async (tx) => {
    const existing = await tx.select({ id: modules.id }).from(modules).limit(1);
    if (existing.length > 0) return;
    for (const [position, entry] of moduleScreens.entries()) {
      const [module] = await tx
        .insert(modules)
        .values({ name: entry.name, route: entry.route, position })
        .onConflictDoNothing()
        .returning();
      if (!module || entry.screens.length === 0) continue;
      await tx
        .insert(functionalities)
        .values(entry.screens.map((screen) => ({ moduleId: module.id, name: screen, screen })))
        .onConflictDoNothing();
    }
  });
};
