import { integer, serial, timestamp } from 'drizzle-orm/pg-core';
import { buildings } from './buildings';
import { companies } from './companies';

/*
 * Columns shared by the tenant tables. Every row under a complejo carries both company_id and building_id, so
 * the tenant scope (repositories/scope.ts) filters any table with one condition and no join.
 */

export const idColumn = () => serial('id').primaryKey();

export const createdAtColumn = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const updatedAtColumn = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

export const companyColumn = () =>
  integer('company_id')
    .notNull()
    .references(() => companies.id);

export const buildingColumn = () =>
  integer('building_id')
    .notNull()
    .references(() => buildings.id);

/** company_id + building_id: the two tenant columns of everything that hangs from a complejo. */
export const tenantColumns = () => ({ companyId: companyColumn(), buildingId: buildingColumn() });

/** An amount of pesos as a whole number of centésimos (never a float). */
export const cents = (name: string) => integer(name).notNull().default(0);
