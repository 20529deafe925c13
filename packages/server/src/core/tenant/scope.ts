import { isMasterRole } from '@horizontal/domain';
import { and, inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * What the caller may see. The master sees every tenant; anyone else sees only their company and, inside it,
 * the complejos assigned to them (user_buildings).
 */
export type Scope =
  | { kind: 'master'; userId: number; ip: string | null }
  | { kind: 'tenant'; userId: number; ip: string | null; companyId: number; buildingIds: readonly number[] }
  | { kind: 'anonymous'; userId: null; ip: string | null };

/** The tenant columns of a table; for companies the company is the id, for buildings the building is the id. */
export type TenantColumns = { companyId: AnyPgColumn; buildingId?: AnyPgColumn };

export const masterScope = (userId: number, ip: string | null = null): Scope => ({ kind: 'master', userId, ip });

export const anonymousScope = (ip: string | null = null): Scope => ({ kind: 'anonymous', userId: null, ip });

export const scopeFor = (
  user: { id: number; companyId: number | null },
  role: { name: string; companyId: number | null },
  buildingIds: readonly number[],
  ip: string | null,
): Scope => {
  // By identity, never by name: a company's profile is never the master, whatever it is called.
  if (isMasterRole(role) && user.companyId === null) return masterScope(user.id, ip);
  // A non-master user without a company sees nothing: -1 matches no row.
  return { kind: 'tenant', userId: user.id, ip, companyId: user.companyId ?? -1, buildingIds };
};

const nothing = sql`false`;

/**
 * The single place where tenant isolation is decided: every repository query ANDs this condition.
 * Anonymous callers see no tenant rows at all.
 */
export const scoped = (scope: Scope, columns: TenantColumns, ...conditions: (SQL | undefined)[]): SQL | undefined => {
  if (scope.kind === 'anonymous') return nothing;
  if (scope.kind === 'master') return and(...conditions);
  const inCompany = sql`${columns.companyId} = ${scope.companyId}`;
  const inBuildings = columns.buildingId
    ? scope.buildingIds.length > 0
      ? inArray(columns.buildingId, [...scope.buildingIds])
      : nothing
    : undefined;
  return and(inCompany, inBuildings, ...conditions);
};

/** Whether the scope may put or read rows under this complejo of this company. */
export const canReach = (scope: Scope, companyId: number, buildingId?: number): boolean => {
  if (scope.kind === 'master') return true;
  if (scope.kind === 'anonymous') return false;
  if (scope.companyId !== companyId) return false;
  return buildingId === undefined || scope.buildingIds.includes(buildingId);
};
