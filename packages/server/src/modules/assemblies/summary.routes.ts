import { contract, montevideoToday } from '@horizontal/domain';
import { and, asc, count, eq, gte, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { callerMay, registerCall } from '../../core/calls/register-call';
import { ApiError, messages } from '../../core/errors/api-error';
import { assemblies, votings } from '../../db/schema';
import type { AssemblyRepositories } from './repositories';

/**
 * Asambleas' tile on Inicio (GET /assemblies/summary/{complejo}): the next assembly convocada and the votings open.
 * «Next» changes at midnight with no write, so the answer is kept by the Montevideo day.
 */
export const summaryRoutes = (repos: AssemblyRepositories) => async (app: FastifyInstance) => {
  const nextAssembly = async (buildingId: number, today: string) => {
    const [next] = await app.db
      .select({ id: assemblies.id, title: assemblies.title, date: assemblies.date, time: assemblies.time })
      .from(assemblies)
      .where(
        and(eq(assemblies.buildingId, buildingId), eq(assemblies.status, 'convocada'), gte(assemblies.date, today)),
      )
      .orderBy(asc(assemblies.date), sql`${assemblies.time} asc nulls first`, asc(assemblies.id))
      .limit(1);
    return next ? { ...next, time: next.time === null ? null : next.time.slice(0, 5) } : null;
  };
  const openVotings = async (buildingId: number) =>
    (
      await app.db
        .select({ n: count() })
        .from(votings)
        .where(and(eq(votings.buildingId, buildingId), eq(votings.status, 'abierta')))
    )[0]!.n;

  registerCall(
    app,
    contract.assemblies.summary,
    async ({ params, scope, auth }) => {
      if (!(await repos.buildings.find(scope, params.id))) throw new ApiError(404, messages.buildingNotFound);
      const [seesAssemblies, seesVotings] = await Promise.all([
        callerMay(app, auth, contract.assemblies.findAll),
        callerMay(app, auth, contract.votings.findAll),
      ]);
      return {
        message: 'OK',
        summary: {
          assemblies: seesAssemblies ? { next: await nextAssembly(params.id, montevideoToday()) } : null,
          openVotings: seesVotings ? await openVotings(params.id) : null,
        },
      };
    },
    { answerDependsOn: () => montevideoToday() },
  );
};
