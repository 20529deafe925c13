import { contract } from '@horizontal/domain';
import { and, count, eq, isNull, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { callerMay, registerCall } from '../../core/calls/register-call';
import { ApiError, messages } from '../../core/errors/api-error';
import type { Database } from '../../db/client';
import { apartments, residentApartments, residents } from '../../db/schema';
import type { ComplexRepositories } from './repositories';

/** Counts of one complejo, each in its own small query: the tables are indexed by complejo. */
const figuresOf = async (db: Database, buildingId: number) => {
  const occupied = db
    .select({ id: residentApartments.apartmentId })
    .from(residentApartments)
    .innerJoin(residents, eq(residents.id, residentApartments.residentId))
    .where(and(eq(residents.buildingId, buildingId), eq(residents.status, 'activo')));
  const missing = (column: typeof residents.phone | typeof residents.email) =>
    db
      .select({ n: count() })
      .from(residents)
      .where(
        and(eq(residents.buildingId, buildingId), eq(residents.status, 'activo'), or(isNull(column), eq(column, ''))),
      );
  const [[units], [empty], [withoutPhone], [withoutEmail]] = await Promise.all([
    db.select({ n: count() }).from(apartments).where(eq(apartments.buildingId, buildingId)),
    db
      .select({ n: count() })
      .from(apartments)
      .where(and(eq(apartments.buildingId, buildingId), sql`${apartments.id} not in ${occupied}`)),
    missing(residents.phone),
    missing(residents.email),
  ]);
  return { units: units!.n, empty: empty!.n, withoutPhone: withoutPhone!.n, withoutEmail: withoutEmail!.n };
};

/** The complejo's tile on Inicio (GET /apartments/summary/{complejo}): units, empty units, residents to complete. */
export const summaryRoutes = (repos: ComplexRepositories) => async (app: FastifyInstance) => {
  registerCall(app, contract.apartments.summary, async ({ params, scope, auth }) => {
    if (!(await repos.buildings.find(scope, params.id))) throw new ApiError(404, messages.buildingNotFound);
    const [seesUnits, seesResidents, figures] = await Promise.all([
      callerMay(app, auth, contract.apartments.findAll),
      callerMay(app, auth, contract.residents.findAll),
      figuresOf(app.db, params.id),
    ]);
    return {
      message: 'OK',
      summary: {
        units: seesUnits ? figures.units : null,
        // Which units have someone is the residents' business as much as the units'.
        unitsWithoutResident: seesUnits && seesResidents ? figures.empty : null,
        residentsWithoutPhone: seesResidents ? figures.withoutPhone : null,
        residentsWithoutEmail: seesResidents ? figures.withoutEmail : null,
      },
    };
  });
};
