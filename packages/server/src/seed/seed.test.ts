import { montevideoToday, unitLabel } from '@horizontal/domain';
import { administratorOf, createDemoData, type DemoData } from '@horizontal/domain/demo';
import { asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../core/test/test-app';
import {
  apartments,
  assemblies,
  assemblyAttendance,
  buildings,
  cities,
  closures,
  commonAreas,
  commonExpenseDetails,
  commonExpenses,
  companies,
  contracts,
  countries,
  documentCategories,
  documents,
  frequencies,
  identityTypes,
  licenses,
  licenseTypes,
  maintenances,
  messageCategories,
  messageRecipients,
  messages,
  movements,
  notices,
  notifications,
  pantries,
  parkings,
  payments,
  personnel,
  personnelTypes,
  plans,
  reports,
  reserves,
  residentApartments,
  residents,
  resolutions,
  roles,
  serverSecrets,
  shipments,
  shipmentTypes,
  states,
  timeRecords,
  towers,
  turns,
  unitTypes,
  unlinks,
  userBuildings,
  users,
  visits,
  votingDetails,
  votings,
  votingVotes,
} from '../db/schema';
import { seedDemo } from './demo';

const demo = createDemoData();
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the seed', () => {
  it('holds the reference data of Uruguay', async () => {
    const [uruguay] = await t.db.select().from(countries).where(eq(countries.code, 'UY'));
    const departments = await t.db.select().from(states).where(eq(states.countryId, uruguay!.id));
    expect(departments).toHaveLength(19);
    expect(departments.map((d) => d.name)).toEqual(expect.arrayContaining(['Montevideo', 'Canelones', 'Maldonado']));
    const [montevideo] = departments.filter((d) => d.name === 'Montevideo');
    const cityRows = await t.db.select().from(cities).where(eq(cities.stateId, montevideo!.id));
    expect(cityRows.map((c) => c.name)).toEqual(['Montevideo']);
    for (const table of [plans, unitTypes, identityTypes, frequencies, personnelTypes]) {
      expect((await t.db.select({ n: count() }).from(table))[0]!.n).toBeGreaterThan(2);
    }
    const [basic] = await t.db.select().from(plans).where(eq(plans.name, 'Básico'));
    expect(Number.isInteger(basic!.monthlyPriceCents)).toBe(true);
  });

  it('holds two administradoras with their complejos, units and logins', async () => {
    expect((await t.db.select({ n: count() }).from(companies))[0]!.n).toBe(2);
    expect((await t.db.select({ n: count() }).from(buildings))[0]!.n).toBe(3);
    expect((await t.db.select({ n: count() }).from(apartments))[0]!.n).toBe(demo.apartments.length);
    expect((await t.db.select({ n: count() }).from(users))[0]!.n).toBe(4);
  });

  it('gives every complejo despensas and estacionamientos, some assigned to one of its units', async () => {
    for (const building of await t.db.select().from(buildings)) {
      const units = new Set(
        (await t.db.select().from(apartments).where(eq(apartments.buildingId, building.id))).map((unit) => unit.id),
      );
      for (const table of [pantries, parkings]) {
        const rows = await t.db.select().from(table).where(eq(table.buildingId, building.id));
        expect(rows.length).toBeGreaterThan(5);
        const assigned = rows.filter((row) => row.apartmentId !== null);
        expect(assigned.length).toBeGreaterThan(0);
        expect(assigned.length).toBeLessThan(rows.length);
        expect(assigned.every((row) => units.has(row.apartmentId!))).toBe(true);
        expect(rows.every((row) => row.companyId === building.companyId)).toBe(true);
      }
    }
  });

  it('holds a year of gastos comunes, closures and front-desk activity in Parque Batlle', async () => {
    const [building] = await t.db.select().from(buildings).where(eq(buildings.name, 'Complejo Parque Batlle'));
    const ofParqueBatlle = <Row extends { buildingId: number }>(rows: readonly Row[]) =>
      rows.filter((row) => row.buildingId === 1);
    const demoExpenses = ofParqueBatlle(demo.commonExpenses.commonExpenses);
    const expenses = await t.db.select().from(commonExpenses).where(eq(commonExpenses.buildingId, building!.id));
    expect(expenses).toHaveLength(12);
    expect(expenses).toHaveLength(demoExpenses.length);
    expect(new Set(expenses.map((e) => e.period)).size).toBe(12);
    expect((await t.db.select().from(closures).where(eq(closures.buildingId, building!.id))).length).toBe(
      ofParqueBatlle(demo.commonExpenses.closures).length,
    );
    const details = await t.db
      .select()
      .from(commonExpenseDetails)
      .where(eq(commonExpenseDetails.buildingId, building!.id));
    // A statement per unit and month, and another for each unit whose tenant is billed apart.
    const periodIds = new Set(demoExpenses.map((row) => row.id));
    expect(details).toHaveLength(
      demo.commonExpenses.details.filter((detail) => periodIds.has(detail.commonExpenseId)).length,
    );
    expect(details.length).toBeGreaterThan(12 * 48);
    for (const detail of details) {
      expect(detail.totalDebtCents).toBe(detail.balanceCents + detail.totalPeriodCents);
      expect(detail.balanceCents).toBe(detail.prevBalanceCents - detail.paymentsCents);
    }
    expect((await t.db.select({ n: count() }).from(shipments))[0]!.n).toBeGreaterThan(0);
  });

  it('can run again on every start without duplicating anything', async () => {
    await seedDemo(t.db);
    expect((await t.db.select({ n: count() }).from(states))[0]!.n).toBe(19);
    expect((await t.db.select({ n: count() }).from(companies))[0]!.n).toBe(2);
    expect((await t.db.select({ n: count() }).from(users))[0]!.n).toBe(4);
    expect((await t.db.select({ n: count() }).from(apartments))[0]!.n).toBe(demo.apartments.length);
  });
});

/** Demo id → the row's name, to compare relations by what a person reads rather than by ids. */
const nameOf = (rows: readonly { id: number; name: string }[]) => (id: number | null) =>
  id === null ? null : (rows.find((row) => row.id === id)?.name ?? `¿${id}?`);

describe('the seed holds the shared demo dataset the mocks serve (@horizontal/domain/demo)', () => {
  it('with the same administradoras, complejos and towers', async () => {
    const cityName = nameOf(await t.db.select().from(cities));
    const planName = nameOf(await t.db.select().from(plans));
    const companyRows = await t.db.select().from(companies).orderBy(asc(companies.id));
    expect(
      companyRows.map((row) => ({
        name: row.name,
        rut: row.rut,
        email: row.email,
        phone: row.phone,
        address: row.address,
        city: cityName(row.cityId),
        plan: planName(row.planId),
      })),
    ).toEqual(demo.companies.map(({ id: _, ...company }) => company));
    const companyName = nameOf(companyRows);
    const buildingRows = await t.db.select().from(buildings).orderBy(asc(buildings.id));
    expect(
      buildingRows.map((row) => ({
        company: companyName(row.companyId),
        name: row.name,
        address: row.address,
        city: cityName(row.cityId),
        rut: row.rut ?? '',
        phone: row.phone ?? '',
        email: row.email ?? '',
      })),
    ).toEqual(
      demo.buildings.map(({ id: _, companyId, ...building }) => ({
        company: nameOf(demo.companies)(companyId),
        ...building,
      })),
    );
    const buildingName = nameOf(buildingRows);
    const towerRows = await t.db.select().from(towers).orderBy(asc(towers.id));
    expect(towerRows.map((row) => [buildingName(row.buildingId), row.name, row.floors])).toEqual(
      demo.towers.map((tower) => [nameOf(demo.buildings)(tower.buildingId), tower.name, tower.floors]),
    );
  });

  it('with the same logins, profiles and complejos of each', async () => {
    const roleName = nameOf(await t.db.select().from(roles));
    const buildingName = nameOf(await t.db.select().from(buildings));
    const links = await t.db.select().from(userBuildings);
    const userRows = await t.db.select().from(users).orderBy(asc(users.id));
    expect(
      userRows.map((row) => ({
        email: row.email,
        name: row.name,
        identity: row.identity,
        role: roleName(row.roleId),
        status: row.status,
        buildings: links.filter((link) => link.userId === row.id).map((link) => buildingName(link.buildingId)),
      })),
    ).toEqual(
      demo.users.map((user) => ({
        email: user.email,
        name: user.name,
        identity: user.identity,
        role: nameOf(demo.roles)(user.roleId),
        status: user.status,
        buildings: user.buildingIds.map(nameOf(demo.buildings)),
      })),
    );
  });

  it('with the same units, despensas, estacionamientos and common areas', async () => {
    const buildingName = nameOf(await t.db.select().from(buildings));
    const towerName = nameOf(await t.db.select().from(towers));
    const typeName = nameOf(await t.db.select().from(unitTypes));
    const unitRows = await t.db.select().from(apartments).orderBy(asc(apartments.id));
    expect(
      unitRows.map((row) => ({
        building: buildingName(row.buildingId),
        tower: towerName(row.towerId),
        unitType: typeName(row.unitTypeId),
        number: row.number,
        floor: row.floor,
        rooms: row.rooms,
        area: Number(row.area),
        coefficient: Number(row.coefficient),
      })),
    ).toEqual(
      demo.apartments.map((unit) => ({
        building: nameOf(demo.buildings)(unit.buildingId),
        tower: nameOf(demo.towers)(unit.towerId),
        unitType: unit.unitType,
        number: unit.number,
        floor: unit.floor,
        rooms: unit.rooms,
        area: unit.area,
        coefficient: unit.coefficient,
      })),
    );
    const unitLabel =
      (rows: { id: number; towerId: number | null; number: string }[], names: typeof towerName) =>
      (id: number | null) => {
        const unit = rows.find((row) => row.id === id);
        return unit ? `${names(unit.towerId)} ${unit.number}` : null;
      };
    const dbUnit = unitLabel(unitRows, towerName);
    const demoUnit = unitLabel(demo.apartments, nameOf(demo.towers));
    for (const [table, demoRows] of [
      [pantries, demo.pantries],
      [parkings, demo.parkings],
    ] as const) {
      const rows = await t.db.select().from(table).orderBy(asc(table.id));
      expect(
        rows.map((row) => [buildingName(row.buildingId), row.number, row.description, dbUnit(row.apartmentId)]),
      ).toEqual(
        demoRows.map((row) => [
          nameOf(demo.buildings)(row.buildingId),
          row.number,
          row.description,
          demoUnit(row.apartmentId),
        ]),
      );
    }
    const areaRows = await t.db.select().from(commonAreas).orderBy(asc(commonAreas.id));
    const turnRows = await t.db.select().from(turns).orderBy(asc(turns.id));
    expect(
      areaRows.map((row) => ({
        building: buildingName(row.buildingId),
        name: row.name,
        capacity: row.capacity,
        price: row.priceCents,
        requiresApproval: row.requiresApproval,
        turns: turnRows
          .filter((turn) => turn.commonAreaId === row.id)
          .map((turn) => [turn.name, turn.startTime.slice(0, 5), turn.endTime.slice(0, 5)]),
      })),
    ).toEqual(
      demo.commonAreas.map((area) => ({
        building: nameOf(demo.buildings)(area.buildingId),
        name: area.name,
        capacity: area.capacity,
        price: area.price,
        requiresApproval: area.requiresApproval,
        turns: area.turns.map((turn) => [turn.name, turn.startTime, turn.endTime]),
      })),
    );
  });

  it('with the same residents, by CI, and the unit each lives in', async () => {
    const buildingName = nameOf(await t.db.select().from(buildings));
    const towerName = nameOf(await t.db.select().from(towers));
    const unitRows = await t.db.select().from(apartments);
    const links = await t.db.select().from(residentApartments);
    const unitOf = (residentId: number) =>
      links
        .filter((link) => link.residentId === residentId)
        .map((link) => {
          const unit = unitRows.find((row) => row.id === link.apartmentId)!;
          return `${towerName(unit.towerId)} ${unit.number} ${link.relation}`;
        });
    const residentRows = await t.db.select().from(residents).orderBy(asc(residents.id));
    expect(
      residentRows.map((row) => ({
        building: buildingName(row.buildingId),
        identity: row.identity,
        name: `${row.name} ${row.lastName}`,
        email: row.email ?? '',
        phone: row.phone ?? '',
        birthDate: row.birthDate,
        status: row.status,
        units: unitOf(row.id),
      })),
    ).toEqual(
      demo.residents.map((resident) => ({
        building: nameOf(demo.buildings)(resident.buildingId),
        identity: resident.identity,
        name: `${resident.name} ${resident.lastName}`,
        email: resident.email,
        phone: resident.phone,
        birthDate: resident.birthDate,
        status: resident.status,
        units: demo.residentApartments
          .filter((link) => link.residentId === resident.id)
          .map((link) => {
            const unit = demo.apartments.find((candidate) => candidate.id === link.apartmentId)!;
            return `${nameOf(demo.towers)(unit.towerId)} ${unit.number} ${link.relation}`;
          }),
      })),
    );
  });
});

describe('the seed holds the activity of every module the mocks serve, from the same demo', () => {
  /** The demo as the seed built it: its activity counts from the Montevideo day the marker was written. */
  let seeded: DemoData;
  let buildingName: (id: number | null) => string | null;
  let unitOf: (id: number | null) => string | null;
  let residentOf: (id: number | null) => string | null;
  let userOf: (id: number | null) => string | null;
  let demoBuilding: (id: number | null) => string | null;
  let demoUnit: (id: number | null) => string | null;
  let demoResident: (id: number | null) => string | null;
  let demoUser: (id: number | null) => string | null;

  beforeAll(async () => {
    const [marker] = await t.db.select().from(serverSecrets).where(eq(serverSecrets.name, 'seed:demo'));
    seeded = createDemoData({ today: montevideoToday(new Date(marker!.value)) });
    const towerName = nameOf(await t.db.select().from(towers));
    const unitRows = await t.db.select().from(apartments);
    const label =
      (rows: readonly { id: number; towerId: number | null; number: string }[], tower: typeof towerName) =>
      (id: number | null) => {
        const unit = rows.find((row) => row.id === id);
        return unit ? `${unitLabel({ tower: tower(unit.towerId), number: unit.number })}` : null;
      };
    const personOf = (rows: readonly { id: number; identity: string }[]) => (id: number | null) =>
      rows.find((row) => row.id === id)?.identity ?? null;
    buildingName = nameOf(await t.db.select().from(buildings));
    unitOf = label(unitRows, towerName);
    residentOf = personOf(await t.db.select().from(residents));
    userOf = nameOf(await t.db.select().from(users));
    demoBuilding = nameOf(seeded.buildings);
    demoUnit = label(seeded.apartments, nameOf(seeded.towers));
    demoResident = personOf(seeded.residents);
    demoUser = nameOf(seeded.users);
  });

  it('with its reserves and maintenances', async () => {
    const areaName = nameOf(await t.db.select().from(commonAreas));
    const turnName = nameOf(await t.db.select().from(turns));
    const frequencyName = nameOf(await t.db.select().from(frequencies));
    const demoArea = nameOf(seeded.commonAreas);
    const demoTurn = nameOf(seeded.commonAreas.flatMap((area) => area.turns));
    expect(
      (await t.db.select().from(reserves).orderBy(asc(reserves.id))).map((row) => [
        buildingName(row.buildingId),
        areaName(row.commonAreaId),
        turnName(row.turnId),
        unitOf(row.apartmentId),
        residentOf(row.residentId),
        row.date,
        row.priceCents,
        row.status,
        row.createdAt.toISOString(),
      ]),
    ).toEqual(
      seeded.reservations.reserves.map((reserve) => [
        demoBuilding(reserve.buildingId),
        demoArea(reserve.commonAreaId),
        demoTurn(reserve.turnId),
        demoUnit(reserve.apartmentId),
        demoResident(reserve.residentId),
        reserve.date,
        reserve.price,
        reserve.status,
        reserve.createdAt,
      ]),
    );
    expect(
      (await t.db.select().from(maintenances).orderBy(asc(maintenances.id))).map((row) => [
        buildingName(row.buildingId),
        areaName(row.commonAreaId),
        frequencyName(row.frequencyId),
        row.title,
        row.date,
        row.startTime?.slice(0, 5) ?? null,
        row.costCents,
        row.status,
      ]),
    ).toEqual(
      seeded.reservations.maintenances.map((maintenance) => [
        demoBuilding(maintenance.buildingId),
        demoArea(maintenance.commonAreaId),
        maintenance.frequency,
        maintenance.title,
        maintenance.date,
        maintenance.startTime,
        maintenance.cost,
        maintenance.status,
      ]),
    );
  });

  it('with its gastos comunes: periods, statements, movements, closures and payments', async () => {
    const data = seeded.commonExpenses;
    const expenseRows = await t.db.select().from(commonExpenses).orderBy(asc(commonExpenses.id));
    expect(
      expenseRows.map((row) => [buildingName(row.buildingId), row.period, row.dueDate, row.status, row.totalCents]),
    ).toEqual(
      data.commonExpenses.map((expense) => [
        demoBuilding(expense.buildingId),
        expense.period,
        expense.dueDate,
        expense.status,
        data.details
          .filter((detail) => detail.commonExpenseId === expense.id)
          .reduce((sum, detail) => sum + detail.totalPeriod, 0),
      ]),
    );
    const periodOf = (rows: readonly { id: number; period: string }[]) => (id: number | null) =>
      rows.find((row) => row.id === id)?.period ?? null;
    const detailRows = await t.db.select().from(commonExpenseDetails).orderBy(asc(commonExpenseDetails.id));
    expect(
      detailRows.map((row) => [
        periodOf(expenseRows)(row.commonExpenseId),
        unitOf(row.apartmentId),
        row.prevBalanceCents,
        row.paymentsCents,
        row.totalPeriodCents,
        row.totalDebtCents,
        row.sentAt?.toISOString() ?? null,
      ]),
    ).toEqual(
      data.details.map((detail) => [
        periodOf(data.commonExpenses)(detail.commonExpenseId),
        demoUnit(detail.apartmentId),
        detail.prevBalance,
        detail.payments,
        detail.totalPeriod,
        detail.totalDebt,
        detail.sentAt,
      ]),
    );
    expect(
      (await t.db.select().from(movements).orderBy(asc(movements.id))).map((row) => [
        buildingName(row.buildingId),
        row.period,
        row.date,
        row.type,
        row.description,
        row.amountCents,
      ]),
    ).toEqual(
      data.movements.map((movement) => [
        demoBuilding(movement.buildingId),
        movement.period,
        movement.date,
        movement.type,
        movement.description,
        movement.amount,
      ]),
    );
    expect(
      (await t.db.select().from(closures).orderBy(asc(closures.id))).map((row) => [
        buildingName(row.buildingId),
        row.period,
        row.totalCents,
        userOf(row.closedBy),
      ]),
    ).toEqual(
      data.closures.map((closure) => [
        demoBuilding(closure.buildingId),
        closure.period,
        closure.total,
        demoUser(closure.closedByUserId),
      ]),
    );
    const paid = await t.db.select().from(payments);
    expect(paid.map((row) => [unitOf(row.apartmentId), row.amountCents, row.paidOn, row.status])).toEqual(
      data.payments.map((payment) => [demoUnit(payment.apartmentId), payment.amount, payment.paidOn, 'confirmado']),
    );
  });

  it('with its portería: visits, reports and shipments', async () => {
    const data = seeded.frontDesk;
    expect(
      (await t.db.select().from(visits).orderBy(asc(visits.id))).map((row) => [
        unitOf(row.apartmentId),
        row.name,
        row.identity,
        row.date,
        row.entryTime?.slice(0, 5) ?? null,
        row.status,
      ]),
    ).toEqual(
      data.visits.map((visit) => [
        demoUnit(visit.apartmentId),
        visit.name,
        visit.identity,
        visit.date,
        visit.entryTime,
        visit.status,
      ]),
    );
    expect(
      (await t.db.select().from(reports).orderBy(asc(reports.id))).map((row) => [
        buildingName(row.buildingId),
        unitOf(row.apartmentId),
        row.title,
        row.date,
        userOf(row.createdBy),
        row.status,
      ]),
    ).toEqual(
      data.reports.map((report) => [
        demoBuilding(report.buildingId),
        demoUnit(report.apartmentId),
        report.title,
        report.date,
        demoUser(report.createdByUserId),
        report.status,
      ]),
    );
    const typeName = nameOf(await t.db.select().from(shipmentTypes));
    expect(
      (await t.db.select().from(shipments).orderBy(asc(shipments.id))).map((row) => [
        unitOf(row.apartmentId),
        typeName(row.shipmentTypeId),
        row.recipientName,
        row.receivedAt.toISOString(),
        row.deliveredAt?.toISOString() ?? null,
        row.status,
      ]),
    ).toEqual(
      data.shipments.map((shipment) => [
        demoUnit(shipment.apartmentId),
        shipment.shipmentType,
        shipment.recipientName,
        shipment.receivedAt,
        shipment.deliveredAt,
        shipment.status,
      ]),
    );
  });

  it('with its message threads and who each message went to', async () => {
    const data = seeded.messaging;
    const categoryName = nameOf(await t.db.select().from(messageCategories));
    const messageRows = await t.db.select().from(messages).orderBy(asc(messages.id));
    const textOf = (rows: readonly { id: number; text: string }[]) => (id: number | null) =>
      rows.find((row) => row.id === id)?.text ?? null;
    expect(
      messageRows.map((row) => [
        buildingName(row.buildingId),
        textOf(messageRows)(row.messageParentId),
        categoryName(row.categoryId),
        row.subject,
        row.text,
        residentOf(row.senderResidentId) ?? userOf(row.senderUserId),
        row.status,
        row.createdAt.toISOString(),
      ]),
    ).toEqual(
      data.messages.map((message) => [
        demoBuilding(message.buildingId),
        textOf(data.messages)(message.messageParentId),
        message.category,
        message.subject,
        message.text,
        demoResident(message.senderResidentId) ?? demoUser(message.senderUserId),
        message.status,
        message.sentAt,
      ]),
    );
    const recipientRows = await t.db.select().from(messageRecipients).orderBy(asc(messageRecipients.id));
    expect(
      recipientRows
        .filter((row) => row.residentId !== null)
        .map((row) => [
          textOf(messageRows)(row.messageId),
          residentOf(row.residentId),
          unitOf(row.apartmentId),
          row.status,
        ]),
    ).toEqual(
      data.recipients.map((recipient) => [
        textOf(data.messages)(recipient.messageId),
        demoResident(recipient.residentId),
        demoUnit(recipient.apartmentId),
        recipient.status,
      ]),
    );
    // What residents wrote reaches the complejo's administrator, read or not as the inbox shows it.
    expect(
      recipientRows
        .filter((row) => row.userId !== null)
        .map((row) => [textOf(messageRows)(row.messageId), userOf(row.userId), row.status]),
    ).toEqual(
      data.messages
        .filter((message) => message.senderResidentId !== null)
        .map((message) => [
          message.text,
          demoUser(administratorOf(seeded, message.buildingId).id),
          message.read ? 'leido' : 'no_leido',
        ]),
    );
    // The bell's notifications are the demo's, for the demo login they name.
    const notificationRows = await t.db.select().from(notifications).orderBy(asc(notifications.id));
    expect(
      notificationRows.map((row) => [userOf(row.userId), row.typeId, row.title, row.text, row.createdAt.toISOString()]),
    ).toEqual(
      data.notifications.map((notification) => [
        demoUser(notification.userId),
        notification.typeId,
        notification.title,
        notification.text,
        notification.date,
      ]),
    );
  });

  it('with its assemblies, votings, notices and documents', async () => {
    const data = seeded.assemblies;
    const assemblyRows = await t.db.select().from(assemblies).orderBy(asc(assemblies.id));
    const assemblyTitle = (rows: readonly { id: number; title: string }[]) => (id: number | null) =>
      rows.find((row) => row.id === id)?.title ?? null;
    expect(
      assemblyRows.map((row) => [buildingName(row.buildingId), row.title, row.type, row.date, row.status]),
    ).toEqual(
      data.assemblies.map((assembly) => [
        demoBuilding(assembly.buildingId),
        assembly.title,
        assembly.type,
        assembly.date,
        assembly.status,
      ]),
    );
    expect(
      (await t.db.select().from(resolutions).orderBy(asc(resolutions.id))).map((row) => [
        assemblyTitle(assemblyRows)(row.assemblyId),
        row.title,
        row.result,
      ]),
    ).toEqual(
      data.resolutions.map((resolution) => [
        assemblyTitle(data.assemblies)(resolution.assemblyId),
        resolution.title,
        resolution.result,
      ]),
    );
    const votingRows = await t.db.select().from(votings).orderBy(asc(votings.id));
    const optionRows = await t.db.select().from(votingDetails).orderBy(asc(votingDetails.id));
    const voteRows = await t.db.select().from(votingVotes);
    expect(
      votingRows.map((row) => [
        assemblyTitle(assemblyRows)(row.assemblyId),
        row.title,
        row.startDate,
        row.endDate,
        row.status,
        row.majority,
        row.quorum,
        optionRows
          .filter((option) => option.votingId === row.id)
          .map((option) => [option.description, voteRows.filter((vote) => vote.detailId === option.id).length]),
      ]),
    ).toEqual(
      data.votings.map((voting) => [
        assemblyTitle(data.assemblies)(voting.assemblyId),
        voting.title,
        voting.startDate,
        voting.endDate,
        voting.status,
        voting.majority,
        voting.quorum,
        voting.details.map((option) => [
          option.description,
          data.votes.filter((vote) => vote.detailId === option.id).length,
        ]),
      ]),
    );
    expect(await t.db.$count(assemblyAttendance)).toBe(data.attendance.length);
    expect(data.attendance.some((entry) => entry.kind === 'representada')).toBe(true);
    expect(
      (await t.db.select().from(notices).orderBy(asc(notices.id))).map((row) => [
        buildingName(row.buildingId),
        row.title,
        row.publishedOn,
        row.expiresOn,
        userOf(row.createdBy),
      ]),
    ).toEqual(
      data.notices.map((notice) => [
        demoBuilding(notice.buildingId),
        notice.title,
        notice.publishedOn,
        notice.expiresOn,
        demoUser(notice.createdByUserId),
      ]),
    );
    const categoryName = nameOf(await t.db.select().from(documentCategories));
    expect(
      (await t.db.select().from(documents).orderBy(asc(documents.id))).map((row) => [
        buildingName(row.buildingId),
        categoryName(row.categoryId),
        row.name,
        row.fileKey,
        row.createdAt.toISOString(),
      ]),
    ).toEqual(
      data.documents.map((document) => [
        demoBuilding(document.buildingId),
        nameOf(data.documentCategories)(document.categoryId),
        document.name,
        document.fileKey,
        document.uploadedAt,
      ]),
    );
  });

  it('with its staff, their clock-ins, contracts, the resignation and the licenses', async () => {
    const data = seeded.personnel;
    const typeName = nameOf(await t.db.select().from(personnelTypes));
    const staff = await t.db.select().from(personnel).orderBy(asc(personnel.id));
    const identityOf = (rows: readonly { id: number; identity: string }[]) => (id: number | null) =>
      rows.find((row) => row.id === id)?.identity ?? null;
    expect(
      staff.map((row) => [
        buildingName(row.buildingId),
        typeName(row.personnelTypeId),
        `${row.name} ${row.lastName}`,
        row.identity,
        row.workdays,
        row.status,
      ]),
    ).toEqual(
      data.personnel.map((person) => [
        demoBuilding(person.buildingId),
        person.personnelType,
        `${person.name} ${person.lastName}`,
        person.identity,
        person.workdays,
        person.status,
      ]),
    );
    const staffMember = identityOf(staff);
    const demoStaffMember = identityOf(data.personnel);
    expect(
      (await t.db.select().from(timeRecords).orderBy(asc(timeRecords.id))).map((row) => [
        staffMember(row.personnelId),
        row.date,
        row.entryTime.slice(0, 5),
        row.exitTime?.slice(0, 5) ?? null,
      ]),
    ).toEqual(
      data.timeRecords.map((record) => [
        demoStaffMember(record.personnelId),
        record.date,
        record.entryTime,
        record.exitTime,
      ]),
    );
    expect(
      (await t.db.select().from(contracts).orderBy(asc(contracts.id))).map((row) => [
        staffMember(row.personnelId),
        row.type,
        row.startDate,
        row.endDate,
        row.monthlySalaryCents,
        row.status,
      ]),
    ).toEqual(
      data.contracts.map((contract) => [
        demoStaffMember(contract.personnelId),
        contract.type,
        contract.startDate,
        contract.endDate,
        contract.monthlySalary,
        contract.status,
      ]),
    );
    expect(
      (await t.db.select().from(unlinks)).map((row) => [staffMember(row.personnelId), row.date, row.reason]),
    ).toEqual(data.unlinks.map((unlink) => [demoStaffMember(unlink.personnelId), unlink.date, unlink.reason]));
    const licenseTypeName = nameOf(await t.db.select().from(licenseTypes));
    expect(
      (await t.db.select().from(licenses).orderBy(asc(licenses.id))).map((row) => [
        staffMember(row.personnelId),
        licenseTypeName(row.licenseTypeId),
        row.startDate,
        row.endDate,
        row.days,
        row.status,
      ]),
    ).toEqual(
      data.licenses.map((license) => [
        demoStaffMember(license.personnelId),
        nameOf(data.licenseTypes)(license.licenseTypeId),
        license.startDate,
        license.endDate,
        license.days,
        license.status,
      ]),
    );
  });
});
