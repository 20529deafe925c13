import type {
  ActiveStatus,
  Apartment,
  Assembly,
  Building,
  BuildingDocument,
  Closure,
  CommonArea,
  CommonExpenseDetail,
  CommonExpenseSettings,
  Company,
  Contract,
  DocumentJob,
  License,
  LicenseType,
  Maintenance,
  Message,
  MessageRecipient,
  Movement,
  Notice,
  Pantry,
  Parking,
  Personnel,
  PriceIndexEntry,
  RecordEntity,
  Report,
  Reserve,
  Resident,
  Resolution,
  Role,
  SessionUser,
  Shipment,
  TimeRecord,
  Tower,
  Unlink,
  Visit,
} from '@horizontal/domain';
import type { DemoAttendance, DemoVote, DemoVoting } from '@horizontal/domain/demo';
import {
  apartmentFixtures,
  assemblyFixtures,
  attendanceFixtures,
  buildingFixtures,
  type CommonAreaChargeRow,
  type CommonExpenseRow,
  closureFixtures,
  commonAreaChargeFixtures,
  commonAreaFixtures,
  commonExpenseDetailFixtures,
  commonExpenseRows,
  commonExpenseSettingsFixtures,
  companyFixtures,
  contractFixtures,
  documentCategoryFixtures,
  documentFixtures,
  licenseFixtures,
  licenseTypeFixtures,
  maintenanceFixtures,
  messageFixtures,
  messageRecipientFixtures,
  movementFixtures,
  noticeFixtures,
  type PaymentRow,
  pantryFixtures,
  parkingFixtures,
  paymentFixtures,
  personnelFixtures,
  priceIndexFixtures,
  reportFixtures,
  reserveChargeFixtures,
  reserveFixtures,
  residentFixtures,
  resolutionFixtures,
  shipmentFixtures,
  timeRecordFixtures,
  towerFixtures,
  unlinkFixtures,
  visitFixtures,
  voteFixtures,
  votingFixtures,
} from './fixtures';
import { at, mockToday } from './fixtures/clock';
import { accountFixtures, type EmployeeFixture, employeeFixtures, mockPassword, roleFixtures } from './fixtures/users';

/** A login: the session user it loads, its password, profile and status (what users.* and employees.* edit). */
/** What only the administradora keeps about a staff member; the login lives in the account. */
export type EmployeeRow = Omit<EmployeeFixture, 'hiredOn'> & { hiredOn: string | null };

export type Account = { user: SessionUser; password: string; roleId: number; status: ActiveStatus };

export type MockDb = {
  users: Account[];
  /** Live tokens by user id; see `tokenUser` in handlers/guards.ts. */
  sessions: Map<string, number>;
  revokedTokens: Set<string>;
  /** Password-reset codes sent by /auth/forgot, by e-mail. */
  resetCodes: Map<string, string>;
  companies: Company[];
  buildings: Building[];
  towers: Tower[];
  roles: Role[];
  employees: EmployeeRow[];
  apartments: Apartment[];
  pantries: Pantry[];
  parkings: Parking[];
  residents: Resident[];
  commonAreas: CommonArea[];
  reserves: Reserve[];
  maintenances: Maintenance[];
  commonExpenses: CommonExpenseRow[];
  commonExpenseDetails: CommonExpenseDetail[];
  movements: Movement[];
  closures: Closure[];
  payments: PaymentRow[];
  commonExpenseSettings: CommonExpenseSettings[];
  commonAreaCharges: CommonAreaChargeRow[];
  /** The statements' background jobs (generar, enviar): the mocks finish each as it starts. */
  documentJobs: DocumentJob[];
  /** Each administradora's table of the IPC. */
  priceIndex: { companyId: number; months: PriceIndexEntry[] }[];
  assemblies: Assembly[];
  resolutions: Resolution[];
  votings: DemoVoting[];
  /** How each unit came to each assembly held. */
  attendance: DemoAttendance[];
  /** Each unit's vote in each voting. */
  votes: DemoVote[];
  notices: Notice[];
  documentCategories: { id: number; buildingId: number; name: string }[];
  documents: BuildingDocument[];
  messages: Message[];
  recipients: MessageRecipient[];
  personnel: Personnel[];
  licenseTypes: LicenseType[];
  timeRecords: TimeRecord[];
  contracts: Contract[];
  unlinks: Unlink[];
  licenses: License[];
  visits: Visit[];
  reports: Report[];
  shipments: Shipment[];
  /** Rows of the portería lists hidden by their remove call (the record stays, SPEC §4). */
  removed: { visits: Set<number>; reports: Set<number>; shipments: Set<number> };
  /** Files PUT to the mock storage, by key. */
  files: Map<string, Blob>;
  /** Minutes after 12:00 of the mock day handed out by `now()`. */
  clock: number;
  /**
   * The audit trail of the records with a detail, as the server keeps it: written by every accepted write of the
   * mocks (handlers/trail.ts). The seeded rows have none, as the server's seed writes none.
   */
  trail: TrailEntry[];
};

export type TrailEntry = { entity: RecordEntity; id: number; action: 'create' | 'change'; userId: number; at: string };

const seed = (): MockDb =>
  structuredClone({
    users: accountFixtures.map((account) => ({ ...account, password: mockPassword })),
    sessions: new Map<string, number>(),
    revokedTokens: new Set<string>(),
    resetCodes: new Map<string, string>(),
    companies: companyFixtures,
    buildings: buildingFixtures,
    towers: towerFixtures,
    roles: roleFixtures,
    employees: employeeFixtures,
    apartments: apartmentFixtures,
    pantries: pantryFixtures,
    parkings: parkingFixtures,
    residents: residentFixtures,
    commonAreas: commonAreaFixtures,
    reserves: reserveFixtures,
    maintenances: maintenanceFixtures,
    commonExpenses: commonExpenseRows,
    commonExpenseDetails: commonExpenseDetailFixtures,
    movements: movementFixtures,
    closures: closureFixtures,
    payments: paymentFixtures,
    commonExpenseSettings: commonExpenseSettingsFixtures,
    commonAreaCharges: [...commonAreaChargeFixtures, ...reserveChargeFixtures],
    documentJobs: [] as DocumentJob[],
    priceIndex: priceIndexFixtures(companyFixtures.map((company) => company.id)),
    assemblies: assemblyFixtures,
    resolutions: resolutionFixtures,
    votings: votingFixtures,
    attendance: attendanceFixtures,
    votes: voteFixtures,
    notices: noticeFixtures,
    documentCategories: documentCategoryFixtures,
    documents: documentFixtures,
    messages: messageFixtures,
    recipients: messageRecipientFixtures,
    personnel: personnelFixtures,
    licenseTypes: licenseTypeFixtures,
    timeRecords: timeRecordFixtures,
    contracts: contractFixtures,
    unlinks: unlinkFixtures,
    licenses: licenseFixtures,
    visits: visitFixtures,
    reports: reportFixtures,
    shipments: shipmentFixtures,
    removed: { visits: new Set<number>(), reports: new Set<number>(), shipments: new Set<number>() },
    files: new Map<string, Blob>(),
    clock: 0,
    trail: [] as TrailEntry[],
  });

/** The in-memory store behind every handler; stateful within a test or story, reset between them. */
export let db: MockDb = seed();

/**
 * A store as the mocks start, apart from the live one: for what a story computes when its file loads, which must not
 * read what an earlier story file left in the live store (Storybook's tests run every file in one page).
 */
export const seededDb = (): MockDb => seed();

export const resetDb = () => {
  db = seed();
};

/** The next id of a table: one more than the highest, as a serial column would give after the seed. */
export const nextId = (rows: readonly { id: number }[]) => rows.reduce((max, row) => Math.max(max, row.id), 0) + 1;

const momentOf = (clock: number) => {
  const minutes = 12 * 60 + clock;
  const time = `${String(Math.floor(minutes / 60) % 24).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  return at(mockToday, time);
};

/** A moment of the mock day that moves one minute per write, so new rows sort after older ones in every run. */
export const now = () => {
  db.clock += 1;
  return momentOf(db.clock);
};

/** The mock day's moment without moving it: for what is written beside a write (the audit trail's entries). */
export const currentMoment = () => momentOf(db.clock);
