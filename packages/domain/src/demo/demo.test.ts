import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, periodOf, previousPeriod } from '../dates/dates';
import { licenseDays } from '../entities/license';
import { isValidCi } from '../validators/ci';
import { validateEmail } from '../validators/email';
import { validatePassword } from '../validators/password';
import { parsePhone } from '../validators/phone';
import { isValidRut } from '../validators/rut';
import { createDemoData, DEMO_TODAY, type DemoData, demoLogins, moduleScreens } from './index';

const demo = createDemoData();

/** A phone as the database keeps it: valid, and already its 8 digits (99123456, not 099 123 456). */
const isStoredPhone = (phone: string) => {
  const result = parsePhone(phone);
  return result.ok && result.value === phone;
};

const idsOf = (rows: readonly { id: number }[]) => rows.map((row) => row.id);
const oneToN = (rows: readonly unknown[]) => rows.map((_, index) => index + 1);

describe('the demo dataset', () => {
  it('is the same on every call, and a caller changing its copy changes no other', () => {
    const copy = createDemoData();
    expect(copy).toEqual(demo);
    copy.buildings[0]!.name = 'Otro';
    copy.commonAreas[0]!.turns[0]!.name = 'Otro';
    expect(createDemoData()).toEqual(demo);
  });

  it('numbers every table 1…n, in the order a fresh database would', () => {
    for (const rows of [
      demo.companies,
      demo.buildings,
      demo.towers,
      demo.roles,
      demo.users,
      demo.employees,
      demo.apartments,
      demo.pantries,
      demo.parkings,
      demo.residents,
      demo.commonAreas,
    ]) {
      expect(idsOf(rows)).toEqual(oneToN(rows));
    }
    const turns = demo.commonAreas.flatMap((area) => area.turns);
    expect(idsOf(turns)).toEqual(oneToN(turns));
  });

  it('points every reference at a row of the right complejo or administradora', () => {
    const building = (id: number) => demo.buildings.find((candidate) => candidate.id === id)!;
    const unit = (id: number) => demo.apartments.find((candidate) => candidate.id === id)!;
    for (const row of demo.buildings) expect(idsOf(demo.companies)).toContain(row.companyId);
    for (const tower of demo.towers) expect(building(tower.buildingId)).toBeDefined();
    for (const apartment of demo.apartments) {
      const tower = demo.towers.find((candidate) => candidate.id === apartment.towerId)!;
      expect(tower.buildingId).toBe(apartment.buildingId);
      expect(apartment.floor).toBeLessThanOrEqual(tower.floors);
    }
    for (const space of [...demo.pantries, ...demo.parkings]) {
      if (space.apartmentId !== null) expect(unit(space.apartmentId).buildingId).toBe(space.buildingId);
    }
    for (const link of demo.residentApartments) {
      const resident = demo.residents.find((candidate) => candidate.id === link.residentId)!;
      expect(unit(link.apartmentId).buildingId).toBe(resident.buildingId);
    }
    for (const user of demo.users) {
      for (const id of user.buildingIds) expect(building(id).companyId).toBe(user.companyId);
      const role = demo.roles.find((candidate) => candidate.id === user.roleId)!;
      expect([null, user.companyId]).toContain(role.companyId);
    }
    for (const employee of demo.employees) {
      expect(demo.users.find((user) => user.id === employee.userId)!.companyId).toBe(employee.companyId);
    }
  });

  it('gives every unit exactly one resident, its owner or its tenant, and one complejo never a repeated CI', () => {
    expect(demo.residentApartments.map((link) => link.apartmentId).sort((a, b) => a - b)).toEqual(
      idsOf(demo.apartments),
    );
    expect(new Set(demo.residentApartments.map((link) => link.relation))).toEqual(
      new Set(['propietario', 'inquilino']),
    );
    const identities = [...demo.residents, ...demo.users].map((person) => person.identity);
    expect(new Set(identities).size).toBe(identities.length);
  });

  it('holds only valid CIs, RUTs, e-mails and 8-digit phones, as the forms would', () => {
    for (const person of [...demo.residents, ...demo.users]) {
      expect(isValidCi(person.identity), person.identity).toBe(true);
      if (person.email) expect(validateEmail(person.email), person.email).toBeNull();
      if (person.phone) expect(isStoredPhone(person.phone), person.phone).toBe(true);
    }
    for (const place of [...demo.companies, ...demo.buildings]) {
      if (place.rut) expect(isValidRut(place.rut), place.rut).toBe(true);
      if (place.phone) expect(isStoredPhone(place.phone), place.phone).toBe(true);
      if (place.email) expect(validateEmail(place.email), place.email).toBeNull();
    }
  });

  it('splits 100 % of each complejo among its units, in ten-thousandths', () => {
    for (const building of demo.buildings) {
      const units = demo.apartments.filter((apartment) => apartment.buildingId === building.id);
      const tenThousandths = units.map((unit) => unit.coefficient * 10_000);
      for (const part of tenThousandths) expect(Math.abs(part - Math.round(part))).toBeLessThan(1e-6);
      expect(tenThousandths.reduce((sum, part) => sum + Math.round(part), 0)).toBe(1_000_000);
    }
  });

  it('leaves some despensas and estacionamientos of every complejo free and hands each assigned one its own unit', () => {
    for (const building of demo.buildings) {
      for (const spaces of [demo.pantries, demo.parkings]) {
        const own = spaces.filter((space) => space.buildingId === building.id);
        const assigned = own.filter((space) => space.apartmentId !== null).map((space) => space.apartmentId);
        expect(assigned.length).toBeGreaterThan(0);
        expect(assigned.length).toBeLessThan(own.length);
        expect(new Set(assigned).size).toBe(assigned.length);
        expect(new Set(own.map((space) => space.number)).size).toBe(own.length);
      }
    }
  });

  it('grants profiles only modules and screens of the catalog, each screen under one of its modules', () => {
    for (const role of demo.roles) {
      const modules = moduleScreens.filter((module) => role.moduleRoutes.includes(module.route));
      expect(modules).toHaveLength(role.moduleRoutes.length);
      const reachable = modules.flatMap((module) => [...module.screens]);
      for (const screen of role.screens) expect(reachable).toContain(screen);
    }
  });

  it('signs in its demo logins with passwords of the policy, one per kind of user', () => {
    expect(demoLogins.map((login) => login.email)).toEqual([
      'maestro@horizontal.uy',
      'admin@horizontal.uy',
      'admin@costaeste.com.uy',
      'porteria@horizontal.uy',
    ]);
    for (const login of demoLogins) {
      const user = demo.users.find((candidate) => candidate.email === login.email)!;
      expect(user.password).toBe(login.password);
      expect(validatePassword(login.password)).toBeNull();
      expect(user.status).toBe('activo');
    }
  });
});

/** Every table of the modules' activity, by name. */
const activityTables = (data: DemoData) => ({
  reserves: data.reservations.reserves,
  maintenances: data.reservations.maintenances,
  commonExpenses: data.commonExpenses.commonExpenses,
  details: data.commonExpenses.details,
  movements: data.commonExpenses.movements,
  closures: data.commonExpenses.closures,
  payments: data.commonExpenses.payments,
  visits: data.frontDesk.visits,
  reports: data.frontDesk.reports,
  shipments: data.frontDesk.shipments,
  messages: data.messaging.messages,
  recipients: data.messaging.recipients,
  assemblies: data.assemblies.assemblies,
  resolutions: data.assemblies.resolutions,
  votings: data.assemblies.votings,
  votingDetails: data.assemblies.votings.flatMap((voting) => voting.details),
  notices: data.assemblies.notices,
  documentCategories: data.assemblies.documentCategories,
  documents: data.assemblies.documents,
  personnel: data.personnel.personnel,
  licenseTypes: data.personnel.licenseTypes,
  timeRecords: data.personnel.timeRecords,
  contracts: data.personnel.contracts,
  unlinks: data.personnel.unlinks,
  licenses: data.personnel.licenses,
});

/** A day far from the demo's, at a month's end and in a leap year. */
const LATER = '2028-02-29';
const later = createDemoData({ today: LATER });

describe("the modules' activity", () => {
  it('numbers every table 1…n and holds some of each', () => {
    for (const [table, rows] of Object.entries(activityTables(demo))) {
      expect(rows.length, table).toBeGreaterThan(0);
      expect(idsOf(rows), table).toEqual(oneToN(rows));
    }
  });

  it('points every row at a unit, resident, area, person or user of its own complejo', () => {
    const unit = (id: number) => demo.apartments.find((candidate) => candidate.id === id)!;
    const companyOf = (buildingId: number) => demo.buildings.find((building) => building.id === buildingId)!.companyId;
    const user = (id: number, buildingId: number) => {
      const found = demo.users.find((candidate) => candidate.id === id)!;
      expect(found.companyId).toBe(companyOf(buildingId));
    };
    const livesIn = (residentId: number, apartmentId: number) =>
      demo.residentApartments.some((link) => link.residentId === residentId && link.apartmentId === apartmentId);
    for (const reserve of demo.reservations.reserves) {
      const area = demo.commonAreas.find((candidate) => candidate.id === reserve.commonAreaId)!;
      expect(area.buildingId).toBe(reserve.buildingId);
      expect(area.turns.map((turn) => turn.id)).toContain(reserve.turnId);
      expect(unit(reserve.apartmentId).buildingId).toBe(reserve.buildingId);
      if (reserve.residentId !== null) expect(livesIn(reserve.residentId, reserve.apartmentId)).toBe(true);
      expect(reserve.price).toBe(area.price);
    }
    for (const maintenance of demo.reservations.maintenances) {
      if (maintenance.commonAreaId === null) continue;
      const area = demo.commonAreas.find((candidate) => candidate.id === maintenance.commonAreaId)!;
      expect(area.buildingId).toBe(maintenance.buildingId);
    }
    const { commonExpenses, details, closures, payments } = demo.commonExpenses;
    for (const detail of details) {
      const expense = commonExpenses.find((candidate) => candidate.id === detail.commonExpenseId)!;
      expect(unit(detail.apartmentId).buildingId).toBe(expense.buildingId);
    }
    for (const closure of closures) user(closure.closedByUserId, closure.buildingId);
    for (const payment of payments) {
      const detail = details.find((candidate) => candidate.id === payment.detailId)!;
      expect([detail.apartmentId, detail.payments]).toEqual([payment.apartmentId, payment.amount]);
      user(payment.confirmedByUserId, payment.buildingId);
    }
    for (const row of [...demo.frontDesk.visits, ...demo.frontDesk.reports, ...demo.frontDesk.shipments]) {
      if (row.apartmentId !== null) expect(unit(row.apartmentId).buildingId).toBe(row.buildingId);
    }
    for (const report of demo.frontDesk.reports) user(report.createdByUserId, report.buildingId);
    for (const message of demo.messaging.messages) {
      if (message.senderUserId !== null) user(message.senderUserId, message.buildingId);
      if (message.senderResidentId !== null) expect(livesIn(message.senderResidentId, message.apartmentId!)).toBe(true);
      if (message.messageParentId !== null) {
        const root = demo.messaging.messages.find((candidate) => candidate.id === message.messageParentId)!;
        expect([root.messageParentId, root.buildingId, root.subject]).toEqual([
          null,
          message.buildingId,
          message.subject,
        ]);
      }
    }
    for (const recipient of demo.messaging.recipients) {
      const message = demo.messaging.messages.find((candidate) => candidate.id === recipient.messageId)!;
      expect(message.senderUserId).not.toBeNull();
      expect(demo.residents.find((resident) => resident.id === recipient.residentId)!.buildingId).toBe(
        message.buildingId,
      );
    }
    for (const notice of demo.assemblies.notices) {
      user(notice.createdByUserId, notice.buildingId);
      // A notice's audience is towers of its own complejo (the server refuses any other).
      for (const towerId of notice.towerIds) {
        expect(demo.towers.find((tower) => tower.id === towerId)!.buildingId).toBe(notice.buildingId);
      }
    }
    for (const document of demo.assemblies.documents) {
      user(document.uploadedByUserId, document.buildingId);
      const category = demo.assemblies.documentCategories.find((candidate) => candidate.id === document.categoryId);
      if (document.categoryId !== null) expect(category!.buildingId).toBe(document.buildingId);
    }
    const person = (id: number) => demo.personnel.personnel.find((candidate) => candidate.id === id)!;
    for (const row of [...demo.personnel.contracts, ...demo.personnel.unlinks, ...demo.personnel.licenses]) {
      expect(person(row.personnelId).buildingId).toBe(row.buildingId);
    }
    for (const license of demo.personnel.licenses) {
      const type = demo.personnel.licenseTypes.find((candidate) => candidate.id === license.licenseTypeId)!;
      expect(type.buildingId).toBe(license.buildingId);
    }
  });

  it('keeps its sums: statements, closures, licenses', () => {
    for (const detail of demo.commonExpenses.details) {
      expect(detail.balance).toBe(detail.prevBalance - detail.payments);
      expect(detail.totalDebt).toBe(detail.balance + detail.totalPeriod);
      expect(detail.totalPeriod).toBe(
        detail.surcharge + detail.commonExpenses + detail.extraFee + detail.reserveFound + detail.commonAreas,
      );
    }
    for (const closure of demo.commonExpenses.closures) {
      const own = demo.commonExpenses.movements.filter(
        (movement) => movement.buildingId === closure.buildingId && movement.period === closure.period,
      );
      const sum = (type: string) =>
        own.filter((line) => line.type === type).reduce((total, line) => total + line.amount, 0);
      expect([closure.income, closure.expense, closure.total]).toEqual([
        sum('ingreso'),
        sum('egreso'),
        sum('ingreso') - sum('egreso'),
      ]);
    }
    for (const license of demo.personnel.licenses) {
      expect(license.days).toBe(licenseDays(license.startDate, license.endDate));
    }
  });

  it('never repeats a CI among residents, users, visitors and staff, and every one is valid', () => {
    const identities = [
      ...demo.residents,
      ...demo.users,
      ...demo.frontDesk.visits.filter((visit) => visit.identity !== ''),
      ...demo.personnel.personnel,
    ].map((person) => person.identity);
    expect(new Set(identities).size).toBe(identities.length);
    for (const identity of identities) expect(isValidCi(identity), identity).toBe(true);
    for (const person of demo.personnel.personnel) expect(isStoredPhone(person.phone), person.phone).toBe(true);
  });

  it('lives on DEMO_TODAY: a live reserve is pending only ahead, the current period is a draft', () => {
    expect(DEMO_TODAY).toBe('2026-11-20');
    const today = DEMO_TODAY;
    for (const reserve of demo.reservations.reserves) {
      if (reserve.status === 'pendiente') expect(reserve.date >= today).toBe(true);
    }
    const periods = demo.commonExpenses.commonExpenses;
    expect(periods.filter((row) => row.status === 'borrador').map((row) => row.period)).toEqual([
      '2026-11',
      '2026-11',
      '2026-11',
    ]);
    expect(periods.filter((row) => row.status === 'enviado').every((row) => row.period === '2026-10')).toBe(true);
    expect(
      demo.personnel.timeRecords.every((record) => record.date <= today && record.date > addDays(today, -14)),
    ).toBe(true);
  });

  it('moves whole to another day, keeping every distance to it and every row', () => {
    const shift = daysBetween(DEMO_TODAY, LATER);
    const before = activityTables(demo);
    const after = activityTables(later);
    for (const [table, rows] of Object.entries(before)) {
      // A month gets its «Reservas de áreas comunes» income only if a confirmed reserve falls in it.
      if (table !== 'movements') expect(after[table as keyof typeof after], table).toHaveLength(rows.length);
    }
    expect(later.reservations.reserves.map((reserve) => addDays(reserve.date, -shift))).toEqual(
      demo.reservations.reserves.map((reserve) => reserve.date),
    );
    expect(later.reservations.reserves.map((reserve) => reserve.status)).toEqual(
      demo.reservations.reserves.map((reserve) => reserve.status),
    );
    expect(later.frontDesk.visits.map((visit) => daysBetween(visit.date, LATER))).toEqual(
      demo.frontDesk.visits.map((visit) => daysBetween(visit.date, DEMO_TODAY)),
    );
    const current = later.commonExpenses.commonExpenses.filter((row) => row.status === 'borrador');
    expect(current.map((row) => row.period)).toEqual([periodOf(LATER), periodOf(LATER), periodOf(LATER)]);
    const sent = later.commonExpenses.commonExpenses.filter((row) => row.status === 'enviado');
    expect(sent.every((row) => row.period === previousPeriod(periodOf(LATER)))).toBe(true);
    expect(later.assemblies.assemblies[0]!.title).toBe('Asamblea ordinaria anual 2027');
    // Its base is the same: only the activity moves.
    const {
      reservations: _,
      commonExpenses: __,
      frontDesk: ___,
      messaging: ____,
      assemblies: _____,
      personnel: ______,
      ...base
    } = later;
    const {
      reservations: _a,
      commonExpenses: _b,
      frontDesk: _c,
      messaging: _d,
      assemblies: _e,
      personnel: _f,
      ...demoBase
    } = demo;
    expect(base).toEqual(demoBase);
  });
});
