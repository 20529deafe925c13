import type { PathParamNames } from '@horizontal/api';
import type { CallDefinition, CallRequest, contract } from '@horizontal/domain';
import {
  addDays,
  ciFromBody,
  movementSheet,
  paymentReferenceOf,
  rutFromBase,
  XLSX_CONTENT_TYPE,
} from '@horizontal/domain';
import * as XLSX from 'xlsx';
import { db } from '../db';
import { mockToday } from '../fixtures/clock';
import { adminUser, mockPassword } from '../fixtures/users';

type Caller = {
  as?: 'master' | 'admin' | 'nobody';
  /** Puts in the store what the call needs (a row nothing depends on, a code sent by e-mail). */
  before?: () => void;
};

/** A request as the walks send it, of any call (a body of the wrong shape on purpose too), and who makes it. */
export type Sample = Caller & { params?: Record<string, number>; body?: unknown };

/** A valid request of one call: an id for each placeholder of its path, and its body as the contract types it. */
export type SampleOf<C extends CallDefinition> = Caller &
  (PathParamNames<C['path']> extends []
    ? { params?: never }
    : { params: Record<PathParamNames<C['path']>[number], number> }) &
  (undefined extends CallRequest<C> ? { body?: CallRequest<C> } : { body: CallRequest<C> });

type Contract = typeof contract;
type CallName = { [G in keyof Contract & string]: `${G}.${keyof Contract[G] & string}` }[keyof Contract & string];
type CallNamed<N extends CallName> = N extends `${infer G extends keyof Contract}.${infer K}`
  ? Contract[G][K & keyof Contract[G]]
  : never;

/** One sample per call name of the contract: a missing one, an unknown name or a wrong body does not compile. */
type Samples = { [N in CallName]: SampleOf<CallNamed<N>> | (() => SampleOf<CallNamed<N>>) };

const soon = addDays(mockToday, 30);

/** A network's payments file of one line, paying an account of the open period: the payments import's sample. */
const samplePaymentsKey = 'c1/gastoscomunes/2026/11/pagos-red.csv';
const storeSamplePayments = () => {
  const detail = db.commonExpenseDetails.find((row) => row.commonExpenseId === 12)!;
  const buildingId = db.commonExpenses.find((row) => row.id === 12)!.buildingId;
  const reference = paymentReferenceOf({ buildingId, apartmentId: detail.apartmentId, payer: detail.payer });
  const csv = `Referencia;Fecha;Importe;Comprobante\n${reference};${mockToday};1.500,00;RP-SAMPLE-1\n`;
  db.files.set(samplePaymentsKey, new Blob([csv], { type: 'text/csv' }));
};

/** A filled movements template in the store, as an upload leaves it: the import's sample reads it. */
const sampleSheetKey = 'c1/gastoscomunes/2026/11/planilla-movimientos.xlsx';
const storeSampleSheet = () => {
  const book = XLSX.utils.book_new();
  const rows = [
    movementSheet.columns.map((column) => column.header),
    [mockToday, 'Egreso', 'Limpieza', 'Lamparitas', 1200],
  ];
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), movementSheet.sheetName);
  const bytes = XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer;
  db.files.set(sampleSheetKey, new Blob([bytes], { type: XLSX_CONTENT_TYPE }));
};
const newCi = ciFromBody(7_654_321);
const id = (value: number) => ({ params: { id: value } });
const inBuilding = { body: { buildingId: 1 } };
const company = () => db.companies[0]!;
const firstOf = <T extends { id: number }>(rows: T[], test: (row: T) => boolean) => rows.find(test)!.id;

/** The first day ahead on which an area has neither a live booking nor a maintenance: a booking's or a maintenance's. */
const freeDayOf = (areaId: number) => {
  for (let ahead = 1; ; ahead += 1) {
    const day = addDays(mockToday, ahead);
    const busy =
      db.reserves.some(
        (reserve) =>
          reserve.commonAreaId === areaId &&
          reserve.date === day &&
          (reserve.status === 'pendiente' || reserve.status === 'confirmada'),
      ) || db.maintenances.some((maintenance) => maintenance.commonAreaId === areaId && maintenance.date === day);
    if (!busy) return day;
  }
};

/**
 * A valid request of each call against the seeded store, and who makes it (the admin unless told). Typed by call
 * name; read by the walks through the runtime name of each call of allCalls.
 */
export const samples: Readonly<Record<string, Sample | (() => Sample)>> = {
  'auth.signin': { as: 'nobody', body: { email: adminUser.email, password: mockPassword } },
  'auth.data': { body: { device: null } },
  'auth.user': { body: { name: 'Martín Rodríguez', phone: '98765432' } },
  'auth.contact': { as: 'nobody', body: { name: 'Ana Silva', email: 'ana@correo.com.uy', message: 'Consulta.' } },
  'auth.access': {
    as: 'nobody',
    body: { name: 'Ana Silva', email: 'ana@correo.com.uy', phone: '99123456', companyId: 1, buildingId: 1 },
  },
  'auth.forgot': { as: 'nobody', body: { email: adminUser.email } },
  'auth.validate': {
    as: 'nobody',
    before: () => db.resetCodes.set(adminUser.email, '246810'),
    body: { email: adminUser.email, code: '246810' },
  },
  'auth.change': { body: { currentPassword: mockPassword, newPassword: 'Nueva#2026' } },
  'auth.signout': { body: {} },
  'general.data': { as: 'nobody' },
  'general.companies': { as: 'nobody', params: { id: 0 } },
  'general.buildings': { as: 'nobody', ...id(1) },
  'general.roles': { as: 'nobody', ...id(1) },
  'general.apartments': { params: { buildingId: 1 } },
  'general.commonAreas': { as: 'nobody', ...id(1) },
  'general.frequency': { as: 'nobody' },
  'general.personnelType': { as: 'nobody' },
  'general.getSignedUrl': {
    body: { fileName: 'acta.pdf', contentType: 'application/pdf', size: 2048, folder: 'documentos' },
  },
  'companies.findAll': { as: 'master' },
  'companies.create': () => ({
    as: 'master',
    body: { ...company(), id: undefined, name: 'Nueva Administradora', rut: rutFromBase('21999999001') },
  }),
  'companies.update': () => ({ as: 'master', body: { ...company(), name: 'Administradora del Prado' } }),
  'companies.delete': {
    as: 'master',
    before: () => db.companies.push({ ...db.companies[0]!, id: 9, rut: rutFromBase('21999999002') }),
    ...id(9),
  },
  'buildings.findAll': id(1),
  'buildings.create': {
    as: 'master',
    body: { companyId: 1, name: 'Complejo Nuevo', address: 'Av. Brasil 2000', cityId: 1 },
  },
  'buildings.update': {
    as: 'master',
    body: { id: 1, companyId: 1, name: 'Complejo Parque Batlle', address: 'Av. Italia 2450', cityId: 1 },
  },
  'buildings.delete': { as: 'master', before: () => db.buildings.push({ ...db.buildings[0]!, id: 9 }), ...id(9) },
  'towers.findAll': { as: 'master', ...id(1) },
  'towers.create': { as: 'master', body: { buildingId: 1, name: 'Torre C', floors: 6 } },
  'towers.update': { as: 'master', body: { id: 1, name: 'Torre A', floors: 9 } },
  'towers.delete': {
    as: 'master',
    before: () => db.towers.push({ id: 9, buildingId: 1, name: 'Torre vacía', floors: 1 }),
    ...id(9),
  },
  'users.findAll': { as: 'master' },
  'users.create': {
    as: 'master',
    body: {
      name: 'Laura Núñez',
      identity: newCi,
      email: 'laura.nunez@delprado.com.uy',
      phone: '99111222',
      roleId: 2,
      companyId: 1,
      buildingIds: [1],
    },
  },
  'users.update': {
    as: 'master',
    body: {
      id: 3,
      name: 'Jorge Techera',
      identity: '41234563',
      email: 'porteria@delprado.com.uy',
      phone: '94556677',
      roleId: 3,
      companyId: 1,
      buildingIds: [1],
    },
  },
  'users.status': { as: 'master', body: { id: 6, status: 'activo' } },
  'users.temporaryPassword': { as: 'master', body: { id: 5 } },
  'residents.findAll': id(1),
  'residents.create': { body: { buildingId: 1, name: 'Laura', lastName: 'Núñez', identity: newCi, apartmentId: 1 } },
  'residents.apartments': { body: { residentId: 1 } },
  'residents.associate': () => ({
    body: { residentId: 1, apartmentId: firstOf(db.apartments, (unit) => unit.buildingId === 1 && unit.id !== 1) },
  }),
  'residents.deassociate': () => ({ body: { residentId: 1, apartmentId: db.residents[0]!.apartments[0]!.id } }),
  'residents.status': {
    before: () => {
      db.residents[0]!.status = 'activo';
    },
    body: { id: 1, status: 'inactivo' },
  },
  'residents.contact': {
    before: () => {
      db.residents[0]!.status = 'activo';
    },
    body: { id: 1, email: 'nuevo.correo@gmail.com', phone: '099 876 543' },
  },
  'roles.findAll': id(1),
  'roles.create': { body: { companyId: 1, name: 'vigilancia', description: 'Vigilancia', moduleIds: [4] } },
  'roles.update': { body: { id: 3, name: 'porteria', description: 'Portería', moduleIds: [4], functionalityIds: [] } },
  'employees.findAll': id(1),
  'employees.create': {
    body: {
      companyId: 1,
      name: 'Laura Núñez',
      identity: newCi,
      email: 'laura.nunez@delprado.com.uy',
      phone: '99111222',
      roleId: 3,
      buildingIds: [1],
    },
  },
  'employees.update': {
    body: {
      id: 1,
      name: 'Jorge Techera',
      identity: '41234563',
      email: 'porteria@delprado.com.uy',
      phone: '94556677',
      position: 'Portero titular',
      roleId: 3,
      buildingIds: [1],
    },
  },
  'employees.status': { body: { id: 3, status: 'activo' } },
  'apartments.findAll': id(1),
  'apartments.summary': id(1),
  'apartments.create': { body: { buildingId: 1, towerId: 1, number: '901', floor: 9 } },
  'apartments.update': { body: { id: 1, towerId: 1, number: '101', floor: 1, rooms: 3, area: 92.5 } },
  'apartments.remove': {
    before: () => db.apartments.push({ ...db.apartments[0]!, id: 999, number: '999' }),
    ...id(999),
  },
  'pantries.findAll': id(1),
  'pantries.create': { body: { buildingId: 1, number: 'D-99' } },
  'pantries.update': { body: { id: 1, number: 'D-01', apartmentId: 1 } },
  'pantries.remove': id(1),
  'parkings.findAll': id(1),
  'parkings.create': { body: { buildingId: 1, number: 'E-99' } },
  'parkings.update': { body: { id: 1, number: 'E-01', covered: true } },
  'parkings.remove': id(1),
  'commonAreas.findAll': id(1),
  'commonAreas.create': {
    body: { buildingId: 1, name: 'Sala de juegos', turns: [{ name: 'Tarde', startTime: '14:00', endTime: '18:00' }] },
  },
  'commonAreas.update': () => ({ body: { id: 1, name: 'Salón de fiestas', turns: db.commonAreas[0]!.turns } }),
  'commonAreas.delete': {
    before: () => db.commonAreas.push({ ...db.commonAreas.find((area) => area.buildingId === 1)!, id: 99, turns: [] }),
    ...id(99),
  },
  'reserves.findAll': id(1),
  'reserves.historic': id(1),
  'reserves.disabled': { body: { commonAreaId: 1, from: mockToday, to: addDays(mockToday, 14) } },
  'reserves.turnsAvailable': { body: { commonAreaId: 1, date: soon } },
  'reserves.create': () => ({
    body: {
      buildingId: 1,
      commonAreaId: 2,
      turnId: db.commonAreas[1]!.turns[0]!.id,
      apartmentId: 1,
      date: freeDayOf(2),
    },
  }),
  'reserves.status': () => ({
    body: {
      id: firstOf(db.reserves, (reserve) => reserve.buildingId === 1 && reserve.status === 'pendiente'),
      status: 'confirmada',
    },
  }),
  'reserves.delete': () => ({
    ...id(firstOf(db.reserves, (reserve) => reserve.buildingId === 1 && reserve.date > mockToday)),
  }),
  'reserves.summary': id(1),
  'maintenances.findAll': id(1),
  'maintenances.disabled': { body: { commonAreaId: 1, from: mockToday, to: soon } },
  'maintenances.available': { body: { commonAreaId: 1, from: mockToday, to: addDays(mockToday, 7) } },
  'maintenances.create': () => ({
    body: { buildingId: 1, commonAreaId: 2, title: 'Poda del jardín', date: freeDayOf(2) },
  }),
  'maintenances.status': { body: { id: 5, status: 'en_curso' } },
  'commonExpenses.findAll': id(1),
  'commonExpenses.detail': id(12),
  'commonExpenses.closures': id(1),
  'commonExpenses.movements': id(12),
  // The demo's current month (period 12 of the first complejo) is open: a new one follows it once it is closed.
  'commonExpenses.create': {
    before: () => {
      db.commonExpenses.find((row) => row.id === 12)!.status = 'cerrado';
    },
    body: { buildingId: 1, period: '2026-12' },
  },
  'commonExpenses.update': {
    body: { commonExpenseId: 12, extraFeeAmount: 5_000_000, extraFeeSplit: 'partes-iguales' },
  },
  'commonExpenses.close': { body: { commonExpenseId: 12 } },
  'commonExpenses.createDetail': {
    body: { commonExpenseId: 12, details: [{ apartmentId: 1, commonAreas: 250_000 }] },
  },
  'commonExpenses.createMovement': {
    body: {
      commonExpenseId: 12,
      movements: [{ date: mockToday, type: 'egreso', description: 'Compra de lamparitas', amount: 120_000 }],
    },
  },
  'commonExpenses.importPayments': {
    before: storeSamplePayments,
    body: { commonExpenseId: 12, key: samplePaymentsKey },
  },
  'commonExpenses.importSheet': {
    before: storeSampleSheet,
    body: { commonExpenseId: 12, sheet: 'movimientos', key: sampleSheetKey },
  },
  'commonExpenses.confirmPayment': () => ({
    body: {
      detailId: firstOf(db.commonExpenseDetails, (detail) => detail.commonExpenseId === 12),
      amount: 100_000,
      paidOn: mockToday,
      reference: 'TRF-00012345',
    },
  }),
  'commonExpenses.settings': id(1),
  'commonExpenses.saveSettings': {
    body: { buildingId: 1, dueDay: 12, reserveFundBasisPoints: 800, billTenants: true, lateFeeRule: 'ley-19604' },
  },
  'commonExpenses.priceIndex': id(1),
  'commonExpenses.savePriceIndex': {
    body: { buildingId: 1, months: [{ period: '2026-08', value: 118.5, source: 'INE, IPC de agosto de 2026' }] },
  },
  'commonExpenses.debt': id(1),
  'commonExpenses.debtCertificate': () => ({
    params: { id: firstOf(db.commonExpenseDetails, (detail) => detail.commonExpenseId === 12) },
  }),
  'commonExpenses.summary': id(1),
  // Period 10 is closed; 11, the last closed month, the demo already sent.
  'commonExpenseDocuments.generate': { body: { commonExpenseId: 10 } },
  'commonExpenseDocuments.send': { body: { commonExpenseId: 11, apartmentIds: [1] } },
  'commonExpenseDocuments.jobs': id(11),
  'commonExpenseDocuments.save': { body: { detailId: 1, key: 'c1/gastoscomunes/2025-12/unidad-1.pdf' } },
  'commonExpenseDocuments.yearAccount': { params: { id: 1, year: 2026 } },
  'commonExpenseDocuments.yearAccountPdf': { params: { id: 1, year: 2026 } },
  'templates.commonExpensesDetail': {},
  'templates.commonExpensesMovements': {},
  'templates.commonExpensesXls': { body: { commonExpenseId: 12, fileName: 'gastos-noviembre' } },
  'assemblies.findAll': inBuilding,
  'assemblies.create': { body: { buildingId: 1, title: 'Asamblea de prueba', date: soon } },
  'assemblies.delete': id(1),
  'assemblies.findResolutions': { body: { assemblyId: 1 } },
  'assemblies.createResolution': { body: { assemblyId: 3, title: 'Se aprueba la propuesta' } },
  'assemblies.updateResolution': { body: { id: 3, title: 'Cambio de empresa de limpieza', result: 'aprobada' } },
  'assemblies.deleteResolution': id(3),
  'assemblies.attendance': { body: { assemblyId: 1 } },
  'assemblies.attendanceSheet': id(1),
  'assemblies.summary': id(1),
  'assemblies.updateAttendance': { body: { assemblyId: 3, units: [{ apartmentId: 1, kind: 'presente' }] } },
  'votings.findAll': inBuilding,
  'votings.create': {
    body: { buildingId: 1, title: 'Horario del gimnasio', startDate: soon, endDate: soon, details: ['Sí', 'No'] },
  },
  'votings.delete': id(1),
  'votings.findDetails': { body: { votingId: 1 } },
  'votings.createDetail': { body: { votingId: 3, description: 'Otra empresa' } },
  'votings.updateDetail': { body: { id: 6, description: 'Seguridad Total S.A.' } },
  'votings.deleteDetail': id(6),
  'votings.status': { body: { id: 3, status: 'abierta' } },
  'votings.votes': { body: { votingId: 2 } },
  'votings.vote': { body: { votingId: 2, apartmentId: 1, detailId: 4 } },
  'notices.findAll': inBuilding,
  'notices.create': {
    body: { buildingId: 1, title: 'Aviso', text: 'Texto del aviso.', publishedOn: mockToday, towerIds: [1] },
  },
  'notices.delete': id(1),
  'documents.findAll': inBuilding,
  'documents.getPath': { body: { id: 1 } },
  'documents.upload': {
    body: {
      buildingId: 1,
      categoryId: 1,
      name: 'Acta.pdf',
      key: 'c1/documentos/acta.pdf',
      contentType: 'application/pdf',
      sizeBytes: 2048,
    },
  },
  'documents.findCategories': inBuilding,
  'documents.createCategory': { body: { buildingId: 1, name: 'Contratos' } },
  // Only an empty category may go: one of the demo's holds documents.
  'documents.deleteCategory': {
    before: () => {
      db.documentCategories.push({ id: 900, buildingId: 1, name: 'Sin documentos' });
    },
    params: { id: 900 },
  },
  'messages.inbox': inBuilding,
  'messages.sent': inBuilding,
  'messages.create': { body: { buildingId: 1, subject: 'Aviso', text: 'Mañana se limpian los tanques.', toAll: true } },
  'messages.audience': inBuilding,
  'messages.detail': { body: { id: 1 } },
  'messages.recipients': () => ({
    body: {
      messageId: db.recipients.find((recipient) => db.messages[recipient.messageId - 1]?.buildingId === 1)!.messageId,
    },
  }),
  'messages.status': { body: { id: 1, status: 'cerrado' } },
  'messages.recipientStatus': () => ({
    body: { id: 1, status: db.recipients[0]!.status === 'leido' ? 'no_leido' : 'leido' },
  }),
  'messages.categories': {},
  'notifications.delete': { body: { typeId: 1 } },
  'personnel.findAll': id(1),
  'personnel.findLicenseTypes': id(1),
  'personnel.create': {
    body: { buildingId: 1, personnelTypeId: 2, name: 'Laura', lastName: 'Núñez', identity: newCi },
  },
  'personnel.createLicenseType': { body: { buildingId: 1, name: 'Paternidad', maxDays: 10 } },
  'personnel.deleteLicenseType': {
    before: () =>
      db.licenseTypes.push({ id: 99, buildingId: 1, name: 'Sin uso', maxDays: null, paid: true, annual: false }),
    body: { id: 99 },
  },
  'personnel.records': { body: { buildingId: 1, from: addDays(mockToday, -7), to: mockToday } },
  'personnel.recordTime': () => {
    const person = db.personnel.find((candidate) => candidate.buildingId === 1 && candidate.status === 'activo')!;
    return {
      // Three weeks back, before the demo's fortnight of records.
      body: {
        buildingId: 1,
        personnelId: person.id,
        date: addDays(mockToday, -21),
        entryTime: '08:00',
        exitTime: null,
      },
    };
  },
  'personnel.updateRecord': () => {
    const record = db.timeRecords.find((candidate) => candidate.exitTime !== null)!;
    return { body: { id: record.id, entryTime: record.entryTime, exitTime: record.exitTime, notes: 'Corregida' } };
  },
  'personnel.update': () => {
    const { id: personId, personnelTypeId, name, lastName, identity } = db.personnel[0]!;
    // The seeded person has a type; the row's type allows none, the update does not.
    return { body: { id: personId, personnelTypeId: personnelTypeId!, name, lastName, identity } };
  },
  'personnel.status': { body: { id: 1, status: 'inactivo' } },
  'contracts.findAll': id(1),
  'contracts.file': () => id(db.contracts.find((row) => row.buildingId === 1 && row.fileKey !== null)!.id),
  // A person just hired, with no contract in force (the demo's inactive one keeps a suspended contract).
  'contracts.create': {
    before: () =>
      db.personnel.push({ ...db.personnel.find((person) => person.buildingId === 1)!, id: 99, identity: newCi }),
    body: { buildingId: 1, personnelId: 99, startDate: soon, monthlySalary: 2_600_000 },
  },
  'contracts.status': { body: { id: 1, status: 'suspendido' } },
  'unlinks.findAll': id(1),
  'unlinks.create': { body: { buildingId: 1, personnelId: 1, date: mockToday, reason: 'renuncia' } },
  'licenses.findAll': id(1),
  'licenses.types': id(1),
  'licenses.create': {
    body: {
      buildingId: 1,
      personnelId: 2,
      licenseTypeId: 2,
      startDate: addDays(mockToday, 100),
      endDate: addDays(mockToday, 101),
    },
  },
  'licenses.status': { body: { id: 3, status: 'aprobada' } },
  'visits.findAll': id(1),
  'visits.apartments': id(1),
  'visits.create': { body: { buildingId: 1, apartmentId: 1, name: 'Pedro Silva', date: mockToday } },
  'visits.status': () => ({
    body: { id: firstOf(db.visits, (v) => v.buildingId === 1 && v.status === 'esperada'), status: 'ingresada' },
  }),
  'visits.remove': () => ({ body: { id: firstOf(db.visits, (v) => v.buildingId === 1) } }),
  'reports.findAll': id(1),
  'reports.create': { body: { buildingId: 1, category: 'mantenimiento', title: 'Luz quemada', date: mockToday } },
  'reports.status': () => ({
    body: {
      id: firstOf(db.reports, (r) => r.buildingId === 1 && (r.status === 'abierto' || r.status === 'en_proceso')),
      status: 'resuelto',
    },
  }),
  'reports.remove': () => ({ body: { id: firstOf(db.reports, (r) => r.buildingId === 1) } }),
  'shipments.findAll': id(1),
  'shipments.types': {},
  'shipments.summary': id(1),
  'shipments.create': { body: { buildingId: 1, apartmentId: 1, recipientName: 'Ana Silva', shipmentTypeId: 1 } },
  'shipments.status': () => ({
    body: {
      id: firstOf(db.shipments, (s) => s.buildingId === 1 && s.status === 'recibida'),
      status: 'entregada',
      deliveredTo: 'Ana Silva',
    },
  }),
  'shipments.remove': () => ({ body: { id: firstOf(db.shipments, (s) => s.buildingId === 1) } }),
  'history.record': { body: { entity: 'residents', id: 1 } },
} satisfies Samples;
