import type { StatementPdfData } from '@horizontal/documents';
import { accountKeyOf, formatIsoDate, formatIsoPeriod, montevideoToday, paymentReferenceOf } from '@horizontal/domain';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { placeOf } from '../../core/document-place';
import { debtsOf } from '../../core/ledger/debts';
import type { Period, StatementListing } from '../../core/repositories/ledger.repository';
import { masterScope } from '../../core/tenant/scope';
import type { Queryable } from '../../db/client';
import { residentApartments, residents } from '../../db/schema';
import type { DocumentRepositories } from './repositories';

/**
 * What every statement of a period shares, read once per run of a job: the complejo, the administradora and its
 * logo, the period, its statements, and each account's debt today (the ledger's own replay, as Deuda shows it).
 */
export const loadStatementContext = async (app: FastifyInstance, repos: DocumentRepositories, period: Period) => {
  const place = await placeOf(app, period.buildingId);
  const statements = await repos.ledger.listStatements(masterScope(0), period);
  // Only a statement's PDF tells what its account owes of earlier months: a send, which mails PDFs already drawn,
  // never replays the complejo's accounts.
  let debtsRead: ReturnType<typeof readDebts> | null = null;
  const readDebts = async () => {
    const debts = await debtsOf(repos, { id: period.buildingId, companyId: place.companyId });
    const standingOf = new Map(debts.accounts.map((account) => [accountKeyOf(account), account.standing]));
    const indexNote = debts.indexUsed
      ? `Deuda al ${formatIsoDate(debts.asOf)}, reajustada con el IPC de ${formatIsoPeriod(debts.indexUsed.period).toLowerCase()}${
          debts.indexUsed.estimated ? ', el último publicado' : ''
        } y con ${debts.rule.annualRateBasisPoints / 100} % de interés anual.`
      : `Deuda al ${formatIsoDate(debts.asOf)}, con ${debts.rule.annualRateBasisPoints / 100} % de interés anual.`;
    return { standingOf, indexNote };
  };
  const issuedOn = montevideoToday();
  const byId = new Map(statements.map((statement) => [statement.id, statement]));

  /** The statement's PDF data: its figures, and what the account still owes of earlier months. */
  const pdfDataOf = async (statement: StatementListing): Promise<StatementPdfData> => {
    debtsRead ??= readDebts();
    const { standingOf, indexNote } = await debtsRead;
    const standing = standingOf.get(accountKeyOf(statement));
    const lines = (standing?.charges ?? [])
      .filter((charge) => charge.period < period.period && charge.capitalLeft + charge.surchargeLeft > 0)
      .map((charge) => ({
        period: charge.period,
        dueDate: charge.dueDate,
        capital: charge.capitalLeft,
        surcharge: charge.surchargeLeft,
      }));
    return {
      complejo: place.complejo,
      issuer: place.issuer,
      period: period.period,
      dueDate: period.dueDate,
      issuedOn,
      unit: { apartment: statement.apartment, tower: statement.tower },
      payer: statement.payer,
      billedTo: statement.billedTo,
      figures: {
        prevBalance: statement.prevBalance,
        payments: statement.payments,
        balance: statement.balance,
        surcharge: statement.surcharge,
        commonExpenses: statement.commonExpenses,
        extraFee: statement.extraFee,
        reserveFound: statement.reserveFound,
        commonAreas: statement.commonAreas,
        totalPeriod: statement.totalPeriod,
        totalDebt: statement.totalDebt,
      },
      debt: { lines, indexNote: lines.length > 0 ? indexNote : null },
      paymentReference: paymentReferenceOf({
        buildingId: period.buildingId,
        apartmentId: statement.apartmentId,
        payer: statement.payer,
      }),
    };
  };

  return {
    companyId: place.companyId,
    complejo: place.complejo.name,
    administradora: place.issuer.name,
    byId,
    pdfDataOf,
  };
};

export type StatementContext = Awaited<ReturnType<typeof loadStatementContext>>;

/**
 * Who receives a statement: the owner's goes to the unit's active owners, the tenant's to its active tenants, each
 * only with an e-mail on record.
 */
export const recipientsOf = async (q: Queryable, buildingId: number, apartmentIds: readonly number[]) => {
  if (apartmentIds.length === 0) return [];
  return q
    .selectDistinct({
      apartmentId: residentApartments.apartmentId,
      relation: residentApartments.relation,
      email: sql<string>`lower(trim(${residents.email}))`,
      name: sql<string>`trim(${residents.name} || ' ' || ${residents.lastName})`,
    })
    .from(residentApartments)
    .innerJoin(residents, eq(residents.id, residentApartments.residentId))
    .where(
      and(
        eq(residentApartments.buildingId, buildingId),
        inArray(residentApartments.apartmentId, [...apartmentIds]),
        inArray(residentApartments.relation, ['propietario', 'inquilino']),
        eq(residents.status, 'activo'),
        isNotNull(residents.email),
        sql`trim(${residents.email}) <> ''`,
      ),
    );
};
