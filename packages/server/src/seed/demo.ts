import { ciFromBody, roleNames } from '@horizontal/domain';
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
import { moduleCatalog } from './catalog';
import { seedBuildingActivity } from './demo-activity';
import { seedReference } from './reference';

export const demoLogins = [
  { role: 'Usuario maestro', email: 'maestro@horizontal.uy', password: 'Maestro#2026' },
  { role: 'Administrador', email: 'admin@horizontal.uy', password: 'Admin#2026' },
  { role: 'Administrador B', email: 'admin@costaeste.com.uy', password: 'Costa#2026' },
  { role: 'Portería', email: 'porteria@horizontal.uy', password: 'Porteria#2026' },
] as const;

/** Modules, screens and the reference data of Uruguay: every database needs them; seeded idempotently. */
export const seedCatalog = async (db: Database) => {
  await seedReference(db);
  const existing = await db.select({ id: modules.id }).from(modules).limit(1);
  if (existing.length > 0) return;
  for (const [position, entry] of moduleCatalog.entries()) {
    const [module] = await db.insert(modules).values({ name: entry.name, route: entry.route, position }).returning();
    if (!module || entry.screens.length === 0) continue;
    await db
      .insert(functionalities)
      .values(entry.screens.map((screen) => ({ moduleId: module.id, name: screen, screen })));
  }
};

/** A tiny deterministic generator, so that every fresh database holds the same demo data. */
const seededRandom = (seed: number) => {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
};

const firstNames = ['Ana', 'Juan', 'María', 'Diego', 'Laura', 'Pablo', 'Sofía', 'Gonzalo', 'Valentina', 'Nicolás'];
const lastNames = ['González', 'Rodríguez', 'Pérez', 'Silva', 'Martínez', 'Sosa', 'Díaz', 'Suárez', 'Méndez', 'Núñez'];

type Tx = Transaction;

const lookupIds = async (tx: Tx) => {
  const [montevideo] = await tx.select().from(cities).where(eq(cities.name, 'Montevideo'));
  const [maldonado] = await tx.select().from(cities).where(eq(cities.name, 'Punta del Este'));
  const [professional] = await tx.select().from(plans).where(eq(plans.name, 'Profesional'));
  const [basic] = await tx.select().from(plans).where(eq(plans.name, 'Básico'));
  const [apartmentType] = await tx.select().from(unitTypes).where(eq(unitTypes.name, 'Apartamento'));
  const [ci] = await tx.select().from(identityTypes).where(eq(identityTypes.name, 'Cédula de identidad'));
  return {
    montevideo: montevideo!.id,
    puntaDelEste: maldonado!.id,
    professional: professional!.id,
    basic: basic!.id,
    apartmentType: apartmentType!.id,
    ci: ci!.id,
  };
};

/** A complejo with its towers, units, despensas, estacionamientos, residents and common areas. */
const seedBuilding = async (
  tx: Tx,
  ids: Awaited<ReturnType<typeof lookupIds>>,
  random: () => number,
  building: { companyId: number; name: string; address: string; city: string; cityId: number; towers: string[] },
) => {
  const { towers: towerNames, ...values } = building;
  const [row] = await tx.insert(buildings).values(values).returning();
  const tenant = { companyId: building.companyId, buildingId: row!.id };
  const towerRows = await tx
    .insert(towers)
    .values(towerNames.map((name) => ({ ...tenant, name, floors: 6 })))
    .returning();
  const units = towerRows.flatMap((tower) =>
    Array.from({ length: 24 }, (_, index) => {
      const floor = Math.floor(index / 4) + 1;
      return {
        ...tenant,
        towerId: tower.id,
        unitTypeId: ids.apartmentType,
        number: `${floor}0${(index % 4) + 1}`,
        floor,
        rooms: 1 + (index % 3),
        area: (45 + (index % 3) * 20).toFixed(2),
        coefficient: (100 / (24 * towerRows.length)).toFixed(4),
      };
    }),
  );
  const unitRows = await tx.insert(apartments).values(units).returning({ id: apartments.id });
  // Despensas and estacionamientos numbered D01…, E01…; the last ones are still unassigned.
  await tx.insert(pantries).values(
    Array.from({ length: 8 }, (_, index) => ({
      ...tenant,
      number: `D${String(index + 1).padStart(2, '0')}`,
      description: 'Subsuelo',
      apartmentId: index < 6 ? unitRows[index * 3]!.id : null,
    })),
  );
  await tx.insert(parkings).values(
    Array.from({ length: 10 }, (_, index) => ({
      ...tenant,
      number: `E${String(index + 1).padStart(2, '0')}`,
      description: index < 6 ? 'Garaje techado' : 'Playa descubierta',
      covered: index < 6,
      apartmentId: index < 8 ? unitRows[index * 2 + 1]!.id : null,
    })),
  );
  const residentRows = await tx
    .insert(residents)
    .values(
      unitRows.map((_, index) => {
        const name = firstNames[Math.floor(random() * firstNames.length)]!;
        const lastName = lastNames[Math.floor(random() * lastNames.length)]!;
        return {
          ...tenant,
          name,
          lastName,
          identityTypeId: ids.ci,
          identity: ciFromBody(1_000_000 + Math.floor(random() * 5_000_000)),
          email: `${name}.${lastName}.${row!.id}.${index}@correo.com.uy`
            .toLowerCase()
            .normalize('NFD')
            .replace(/[\u0300-\u036f]/g, ''),
          phone: `09${String(Math.floor(random() * 1_000_000)).padStart(6, '0')}`,
        };
      }),
    )
    .returning({ id: residents.id });
  await tx.insert(residentApartments).values(
    residentRows.map((resident, index) => ({
      ...tenant,
      residentId: resident.id,
      apartmentId: unitRows[index]!.id,
      relation: index % 3 === 0 ? 'inquilino' : 'propietario',
    })),
  );
  const areaRows = await tx
    .insert(commonAreas)
    .values([
      { ...tenant, name: 'Salón de fiestas', capacity: 60, priceCents: 250_000 },
      { ...tenant, name: 'Parrillero', capacity: 20, priceCents: 80_000 },
      { ...tenant, name: 'Piscina', capacity: 30, priceCents: 0, requiresApproval: false },
    ])
    .returning();
  await tx.insert(turns).values(
    areaRows.flatMap((area) => [
      { ...tenant, commonAreaId: area.id, name: 'Mediodía', startTime: '12:00', endTime: '16:00' },
      { ...tenant, commonAreaId: area.id, name: 'Noche', startTime: '20:00', endTime: '23:59' },
    ]),
  );
  return row!;
};

const grantAll = async (tx: Tx, roleId: number, screens?: readonly string[]) => {
  const allModules = await tx.select().from(modules);
  const allFunctionalities = await tx.select().from(functionalities);
  const granted = screens ? allFunctionalities.filter((f) => screens.includes(f.screen)) : allFunctionalities;
  const moduleIds = new Set(granted.map((f) => f.moduleId));
  const grantedModules = screens ? allModules.filter((m) => moduleIds.has(m.id)) : allModules;
  await tx.insert(roleModules).values(grantedModules.map((m) => ({ roleId, moduleId: m.id })));
  await tx.insert(roleFunctionalities).values(granted.map((f) => ({ roleId, functionalityId: f.id })));
};

/**
 * Demo data for a first run: a master user, two administradoras (each with an administrator) and their
 * complejos, towers, units, residents and common areas. Does nothing when the demo administrator already
 * exists, so every start may call it.
 */
export const seedDemo = async (db: Database, today = new Date()) => {
  await seedCatalog(db);
  const [admin] = await db.select().from(users).where(eq(users.email, demoLogins[1].email));
  if (admin) return;
  const [masterLogin, adminLogin, adminBLogin, deskLogin] = demoLogins;
  const [masterHash, adminHash, adminBHash, deskHash] = await Promise.all(
    [masterLogin, adminLogin, adminBLogin, deskLogin].map((login) => hashPassword(login.password)),
  );
  await db.transaction(async (tx) => {
    const ids = await lookupIds(tx);
    const random = seededRandom(2026);
    const [company, companyB] = await tx
      .insert(companies)
      .values([
        {
          name: 'Administradora del Prado S.A.',
          rut: '217654320011',
          email: 'contacto@delprado.com.uy',
          phone: '29001234',
          address: 'Av. Agraciada 3150, Montevideo',
          cityId: ids.montevideo,
          planId: ids.professional,
        },
        {
          name: 'Gestión Costa Este S.R.L.',
          rut: '214567890018',
          email: 'info@costaeste.com.uy',
          phone: '42490011',
          address: 'Av. Gorlero 930, Punta del Este',
          cityId: ids.puntaDelEste,
          planId: ids.basic,
        },
      ])
      .returning();
    const parqueBatlle = await seedBuilding(tx, ids, random, {
      companyId: company!.id,
      name: 'Complejo Parque Batlle',
      address: 'Av. Italia 2480',
      city: 'Montevideo',
      cityId: ids.montevideo,
      towers: ['Torre A', 'Torre B'],
    });
    await seedBuilding(tx, ids, random, {
      companyId: company!.id,
      name: 'Torres del Buceo',
      address: 'Rambla Armenia 1650',
      city: 'Montevideo',
      cityId: ids.montevideo,
      towers: ['Torre Norte', 'Torre Sur'],
    });
    const puntaBuilding = await seedBuilding(tx, ids, random, {
      companyId: companyB!.id,
      name: 'Residencial Playa Brava',
      address: 'Calle 20 y 28',
      city: 'Punta del Este',
      cityId: ids.puntaDelEste,
      towers: ['Bloque único'],
    });
    const [masterRole, adminRole] = await tx
      .insert(roles)
      .values([
        { name: roleNames.master, description: 'Usuario maestro' },
        { name: roleNames.administrator, description: 'Administrador de complejos' },
      ])
      .returning();
    const [deskRole] = await tx
      .insert(roles)
      .values({ companyId: company!.id, name: 'porteria', description: 'Portería' })
      .returning();
    await grantAll(tx, adminRole!.id);
    await grantAll(tx, deskRole!.id, moduleCatalog.find((entry) => entry.route === '/porteria')!.screens);
    await tx.insert(users).values({
      roleId: masterRole!.id,
      name: 'Lucía Fernández',
      email: masterLogin.email,
      identity: '19876547',
      phone: '99123456',
      passwordHash: masterHash!,
      indCreated: false,
    });
    const [adminUser, adminBUser, deskUser] = await tx
      .insert(users)
      .values([
        {
          companyId: company!.id,
          roleId: adminRole!.id,
          name: 'Martín Rodríguez',
          email: adminLogin.email,
          identity: '32165498',
          phone: '98765432',
          passwordHash: adminHash!,
          indCreated: false,
        },
        {
          companyId: companyB!.id,
          roleId: adminRole!.id,
          name: 'Carolina Pereira',
          email: adminBLogin.email,
          identity: ciFromBody(4_123_456),
          phone: '94555123',
          passwordHash: adminBHash!,
          indCreated: false,
        },
        {
          companyId: company!.id,
          roleId: deskRole!.id,
          name: 'Jorge Cabrera',
          email: deskLogin.email,
          identity: ciFromBody(2_987_654),
          phone: '99887766',
          passwordHash: deskHash!,
          indCreated: false,
        },
      ])
      .returning();
    await tx.insert(userBuildings).values([
      { userId: adminUser!.id, buildingId: parqueBatlle.id },
      { userId: adminBUser!.id, buildingId: puntaBuilding.id },
      { userId: deskUser!.id, buildingId: parqueBatlle.id },
    ]);
    await tx.insert(employees).values({ companyId: company!.id, userId: deskUser!.id, position: 'Portero' });
    await seedBuildingActivity(tx, { companyId: company!.id, buildingId: parqueBatlle.id }, adminUser!.id, today);
    await tx.insert(notifications).values({
      userId: adminUser!.id,
      typeId: 1,
      title: 'Nueva reserva',
      text: 'La unidad 302 reservó el salón de fiestas para el sábado.',
    });
  });
};
