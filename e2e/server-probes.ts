import type { CallDefinition } from '@horizontal/domain';

/** Requests to the real server (in-process) made from the contract: the refusal parity and the OpenAPI replay. */

export type Who = 'nobody' | 'admin' | 'master';
export type Probe = {
  call: CallDefinition;
  as: Who;
  params?: Record<string, string | number>;
  body?: unknown;
  headers?: Record<string, string>;
};

/** The demo data's administrator and master user. */
export const serverLogins = {
  admin: ['admin@horizontal.uy', 'Admin#2026'],
  master: ['maestro@horizontal.uy', 'Maestro#2026'],
} as const;

/** An id no demo row has. */
export const missingId = 999_999;

/** The same value for every placeholder of the call's path. */
export const everyParam = (call: CallDefinition, value: number) =>
  Object.fromEntries([...call.path.matchAll(/\{(\w+)\}/g)].map(([, key]) => [key!, value]));

/** The headers a probe travels with: x-system, JSON, the caller's token, and what the probe changes of them. */
export const probeHeaders = (probe: Probe, token: string | undefined): Record<string, string> => ({
  'x-system': '1',
  'content-type': 'application/json',
  ...(token ? { 'x-token': token } : {}),
  ...probe.headers,
});
