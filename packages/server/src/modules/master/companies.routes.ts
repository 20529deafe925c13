import { type CallBody, companyMessages, contract } from '@horizontal/domain';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../core/calls/register-call';
import { ApiError, messages } from '../../core/errors/api-error';
import { buildings, companies, users } from '../../db/schema';
import { storedContentMatches } from '../../lib/storage';
import type { MasterRepositories } from './repositories';
import { companyOut } from './shapes';

/** What the rules below read of either call, as parsed by the contract. */
type CompanyFields = Pick<CallBody<typeof contract.companies.create>, 'rut' | 'cityId' | 'planId' | 'logo'>;

/** The administradoras: the master's alone. */
export const companyRoutes = (repos: MasterRepositories) => async (app: FastifyInstance) => {
  const repo = repos.companies;

  /** A logo is a stored image, checked by its bytes: a bucket takes whatever the browser sends to a signed URL. */
  const checkLogo = async (logo: string | null, current?: string | null) => {
    if (logo === null || logo === current) return;
    if (!(await storedContentMatches(app.storage, logo, (type) => type.startsWith('image/')))) {
      throw new ApiError(400, companyMessages.logoNotUploaded);
    }
  };

  const check = async (fields: CompanyFields, id?: number) => {
    const [sameRut] = await app.db.select({ id: companies.id }).from(companies).where(eq(companies.rut, fields.rut));
    if (sameRut && sameRut.id !== id) throw new ApiError(409, companyMessages.rutTaken);
    if (fields.cityId !== null && !(await repos.directory.cityName(fields.cityId))) {
      throw new ApiError(400, companyMessages.unknownCity);
    }
    if (fields.planId !== null && !(await repos.directory.planExists(fields.planId))) {
      throw new ApiError(400, companyMessages.unknownPlan);
    }
  };

  registerCall(app, contract.companies.findAll, async ({ scope }) => ({
    message: 'OK',
    companies: (await repo.list(scope)).map(companyOut),
  }));

  registerCall(app, contract.companies.create, async ({ body, scope }) => {
    await check(body);
    await checkLogo(body.logo);
    const company = await repo.create(scope, body);
    return { message: companyMessages.created, company: companyOut(company) };
  });

  registerCall(app, contract.companies.update, async ({ body, scope }) => {
    const { id, ...values } = body;
    const current = await repo.find(scope, id);
    if (!current) throw new ApiError(404, messages.companyNotFound);
    await check(values, id);
    await checkLogo(values.logo, current.logo);
    const company = await repo.update(scope, id, values);
    if (!company) throw new ApiError(404, messages.companyNotFound);
    return { message: companyMessages.updated, company: companyOut(company) };
  });

  registerCall(app, contract.companies.delete, async ({ params, scope }) => {
    const company = await repo.find(scope, params.id);
    if (!company) throw new ApiError(404, messages.companyNotFound);
    const [ownBuildings] = await app.db
      .select({ n: count() })
      .from(buildings)
      .where(eq(buildings.companyId, params.id));
    const [ownUsers] = await app.db.select({ n: count() }).from(users).where(eq(users.companyId, params.id));
    if (ownBuildings!.n > 0 || ownUsers!.n > 0) {
      throw new ApiError(409, companyMessages.hasChildren(company.name, ownBuildings!.n, ownUsers!.n));
    }
    await repo.remove(scope, params.id);
    return { message: companyMessages.deleted };
  });
};
