import { asc } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { companies } from '../../db/schema';
import type { Scope } from '../tenant/scope';
import { createTenantTable } from '../tenant/tenant-table';

export type CompanyValues = Omit<typeof companies.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

export const createCompaniesRepository = (db: Database) => {
  const table = createTenantTable(db, companies, { company: 'id' });
  return {
    list: (scope: Scope) => table.list(scope, undefined, [asc(companies.name), asc(companies.id)]),
    find: (scope: Scope, id: number) => table.find(scope, id),
    create: (scope: Scope, values: CompanyValues) => table.insert(scope, values),
    update: (scope: Scope, id: number, values: Partial<CompanyValues>) => table.update(scope, id, values),
    remove: (scope: Scope, id: number) => table.remove(scope, id),
  };
};

export type CompaniesRepository = ReturnType<typeof createCompaniesRepository>;
