import { and, asc, eq, inArray } from 'drizzle-orm';
import type { UserListing, UsersRepository } from '../../core/repositories/users.repository';
import type { Scope } from '../../core/tenant/scope';
import { createTenantTable } from '../../core/tenant/tenant-table';
import type { Database, Transaction } from '../../db/client';
import { type Employee, employees, users } from '../../db/schema';

/** The employee's own columns; the rest of the person is their users row. */
export type EmployeeValues = Required<Pick<typeof employees.$inferInsert, 'position' | 'hiredOn'>>;

/** An employee with their login: name, contact, profile, complejos and status live in the users row. */
export type EmployeeListing = Employee & { user: UserListing };

export const createEmployeesRepository = (db: Database, usersRepo: UsersRepository) => {
  const table = createTenantTable(db, employees, { company: 'companyId' });

  const withUsers = async (scope: Scope, rows: Employee[]): Promise<EmployeeListing[]> => {
    if (rows.length === 0) return [];
    const logins = await usersRepo.list(
      scope,
      and(
        inArray(
          users.id,
          rows.map((row) => row.userId),
        ),
        usersRepo.withinComplejosOf(scope),
      ),
    );
    const byId = new Map(logins.map((login) => [login.id, login]));
    // A login outside the scope (another company, or a complejo of the company the caller does not work on)
    // hides its employee row too.
    return rows.flatMap((row) => {
      const user = byId.get(row.userId);
      return user ? [{ ...row, user }] : [];
    });
  };

  return {
    listOfCompany: async (scope: Scope, companyId: number) => {
      const rows = await table.list(scope, eq(employees.companyId, companyId), [asc(employees.id)]);
      const listed = await withUsers(scope, rows);
      return listed.sort((x, y) => x.user.name.localeCompare(y.user.name, 'es') || x.id - y.id);
    },
    find: async (scope: Scope, id: number) => {
      const row = await table.find(scope, id);
      return row ? ((await withUsers(scope, [row]))[0] ?? null) : null;
    },
    create: (scope: Scope, companyId: number, userId: number, values: EmployeeValues, tx?: Transaction) =>
      table.insert(scope, { ...values, companyId, userId }, tx),
    update: (scope: Scope, id: number, values: EmployeeValues, tx?: Transaction) => table.update(scope, id, values, tx),
  };
};

export type EmployeesRepository = ReturnType<typeof createEmployeesRepository>;
