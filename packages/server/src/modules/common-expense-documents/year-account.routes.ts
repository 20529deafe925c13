import { renderYearAccountPdf } from '@horizontal/documents';
import { contract, debtFiguresOf, montevideoToday, overdueTotalsOf, yearAccountOf } from '@horizontal/domain';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../core/calls/register-call';
import { placeOf } from '../../core/document-place';
import { ApiError, messages } from '../../core/errors/api-error';
import { debtsOf } from '../../core/ledger/debts';
import type { Scope } from '../../core/tenant/scope';
import type { DocumentRepositories } from './repositories';

const calls = contract.commonExpenseDocuments;

/** What the units owed on a day, as Inicio counts it. */
const debtAt = async (repos: DocumentRepositories, complejo: { id: number; companyId: number }, asOf: string) => {
  const { accounts } = await debtsOf(repos, complejo, { asOf });
  const owed = accounts.map((account) => ({
    apartmentId: account.apartmentId,
    figures: debtFiguresOf(account.standing),
  }));
  return { asOf, ...overdueTotalsOf(owed) };
};

/** The day the answer depends on while the year runs. */
const byDay = { answerDependsOn: () => montevideoToday() };

/**
 * Contabilidad: the year's account of a complejo for its assembly, from its movements, confirmed payments and issued
 * statements, with the debt at the year's end (today, for the year running) replayed by the ledger's rule; as JSON
 * for the page and as a PDF.
 */
export const yearAccountRoutes = (repos: DocumentRepositories) => async (app: FastifyInstance) => {
  const accountOf = async (scope: Scope, id: number, year: number) => {
    const complejo = await repos.buildings.find(scope, id);
    if (!complejo) throw new ApiError(404, messages.buildingNotFound);
    const today = montevideoToday();
    const end = `${year}-12-31`;
    const [sources, debtAtEnd, years] = await Promise.all([
      repos.yearAccounts.sourcesOf(complejo, year),
      debtAt(repos, complejo, end < today ? end : today),
      repos.yearAccounts.yearsOf(complejo),
    ]);
    return { complejo, years, account: yearAccountOf({ year, ...sources, debtAtEnd }) };
  };

  registerCall(
    app,
    calls.yearAccount,
    async ({ params, scope }) => {
      const { account, years } = await accountOf(scope, params.id, params.year);
      return { message: 'OK', yearAccount: account, years };
    },
    byDay,
  );

  registerCall(app, calls.yearAccountPdf, async ({ params, scope }) => {
    const { complejo, account } = await accountOf(scope, params.id, params.year);
    const place = await placeOf(app, complejo.id);
    const bytes = await renderYearAccountPdf({
      complejo: place.complejo,
      issuer: place.issuer,
      account,
      issuedOn: montevideoToday(),
    });
    return {
      bytes,
      fileName: `Rendición de cuentas ${params.year} - ${complejo.name}.pdf`,
      contentType: 'application/pdf',
    };
  });
};
