/*
 * For the stories of Deuda and its certificate: what the mocks answer to GET /commonexpenses/debt and
 * /debt/certificate for Parque Batlle on the demo's day, from the mocks' own ledger over their seeded rows
 * (mocks/src/ledger.ts, the same the handlers answer with). No figure is written by hand.
 */
import type { DebtCertificate, PriceIndexEntry } from '@horizontal/domain';
import { publishedPriceIndex } from '@horizontal/domain/demo';
import { debtCertificateOf, debtReportOf, seededDb } from '@horizontal/mocks';
import { BUILDING_ID } from '../../shared/stories/demo';

/** The administradora's IPC table as the mocks start it: what the INE published, oldest first. */
export const demoPriceIndex: PriceIndexEntry[] = publishedPriceIndex.map((month) => ({ ...month }));

/** The mocks' store as it starts (not the live one, which the stories before may have changed). */
const db = seededDb();

/** Parque Batlle's debt on the demo's day: one row per account, the IPC of the month before still unpublished. */
export const demoDebt = debtReportOf(db, BUILDING_ID);

/** The certificate of the account of a statement, as the mocks answer it. */
export const demoCertificate = (detailId: number): DebtCertificate =>
  debtCertificateOf(db, BUILDING_ID, db.commonExpenseDetails.find((detail) => detail.id === detailId)!);
