import { allCalls, type CallDefinition } from '@horizontal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { demoLogins } from '../../seed/demo';
import { createTestApp, type TestApp } from '../test/test-app';

/*
 * Hostile input for every call the server mounts, derived from the contract: path parameters the router or the
 * schema must refuse, bodies of the wrong shape, and a plausible body of each call (sampled from its request
 * schema) with control characters, 100,000-character texts or swapped types in its fields. Whoever sends them,
 * the answer is a refusal under 500 in the Spanish envelope, and nothing is written.
 */

const [master, admin] = demoLogins;
let t: TestApp;
let mounted: CallDefinition[];

beforeAll(async () => {
  t = await createTestApp();
  mounted = allCalls.filter((call) => t.app.registeredCalls.has(call.name));
});
afterAll(() => t.close());

type Def = {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
  options?: z.ZodType[];
  entries?: Record<string, string>;
  values?: unknown[];
  in?: z.ZodType;
};
const defOf = (schema: z.ZodType) => schema._zod.def as unknown as Def;

/** Values that satisfy the field schemas of the contract: texts, dates, times, periods, CIs, RUTs, phones… */
const candidates: unknown[] = [
  'Texto de prueba',
  'fuzz@correo.com.uy',
  '2026-03-05',
  '12:00',
  '2026-03',
  '12345672',
  '211003420017',
  '24871234',
  'LMXJV',
  'SBA 1234',
  '123456',
  'Clave#2026x',
  1,
  true,
  null,
];

/** A value the schema accepts, when one of the usual shapes does: a plausible request to spoil. */
const sample = (schema: z.ZodType, depth = 0): unknown => {
  const def = defOf(schema);
  if (depth > 6) return null;
  if (def.type === 'object') {
    return Object.fromEntries(Object.entries(def.shape ?? {}).map(([key, field]) => [key, sample(field, depth + 1)]));
  }
  if (def.type === 'array' && def.element) return [sample(def.element, depth + 1)];
  if (def.type === 'enum') return Object.values(def.entries ?? {})[0];
  if (def.type === 'literal') return def.values?.[0];
  if (['optional', 'nullable', 'default', 'prefault', 'nonoptional', 'readonly'].includes(def.type) && def.innerType) {
    return sample(def.innerType, depth + 1);
  }
  const options = def.type === 'union' ? (def.options ?? []).map((option) => sample(option, depth + 1)) : [];
  return [...options, ...candidates].find((value) => schema.safeParse(value).success) ?? 'Texto de prueba';
};

type Path = (string | number)[];

/** The body with every leaf replaced as `replace` says, given the leaf and its path (the top stays an object). */
const mapLeaves = (value: unknown, replace: (leaf: unknown, path: Path) => unknown, path: Path = []): unknown => {
  if (Array.isArray(value)) return value.map((item, index) => mapLeaves(item, replace, [...path, index]));
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, mapLeaves(item, replace, [...path, key])]),
    );
  }
  return replace(value, path);
};

const stringPathsOf = (value: unknown): Path[] => {
  const paths: Path[] = [];
  mapLeaves(value, (leaf, path) => (typeof leaf === 'string' ? paths.push(path) : undefined));
  return paths;
};

const deeplyNested = (levels: number): unknown => (levels === 0 ? 'fondo' : { a: deeplyNested(levels - 1) });

const controlText = 'Ana\u0000Pérez\u0001\u0007\u001b[31m\u007f\u0085\u009f\r';
const longText = 'x'.repeat(100_000);

/**
 * Spoiled copies of a plausible body: each string field alone with control characters (the others stay valid, so
 * the request gets as far as it can), every string 100,000 characters long, every field's type swapped, every
 * field a deeply nested object.
 */
const spoiledBodies = (plausible: unknown): [string, unknown][] => [
  ...stringPathsOf(plausible).map((target): [string, unknown] => [
    `control characters in ${target.join('.')}`,
    mapLeaves(plausible, (leaf, path) => (path.join('.') === target.join('.') ? controlText : leaf)),
  ]),
  ['100,000 characters', mapLeaves(plausible, (leaf) => (typeof leaf === 'string' ? longText : leaf))],
  [
    'swapped types',
    mapLeaves(plausible, (leaf) =>
      typeof leaf === 'string'
        ? 12345
        : typeof leaf === 'number'
          ? String(leaf)
          : typeof leaf === 'boolean'
            ? 'sí'
            : {},
    ),
  ],
  ['nested objects', mapLeaves(plausible, () => deeplyNested(40))],
];

/** Raw bodies of the wrong shape, as JSON text. */
const rawBodies: [string, string][] = [
  ['an array', '[]'],
  ['null', 'null'],
  ['a string', '"texto"'],
  ['a number', '42'],
  ['nested arrays', JSON.stringify([[[[[{ id: 1 }]]]]])],
];

/** Path parameters, as they stand in the URL: huge, negative, not a number, undecodable, too long, NUL. */
const hostileParams = ['9'.repeat(30), '-1', 'abc', '%zz', 'x'.repeat(101), '%00', '1%20OR%201=1'];

type Attempt = { what: string; url: string; payload?: string };

const pathOf = (call: CallDefinition, fill: (name: string) => string) =>
  `/api${call.path.replace(/\{(\w+)\}/g, (_, name: string) => fill(name))}`;

const attemptsOf = (call: CallDefinition): Attempt[] => {
  const attempts: Attempt[] = [];
  const hasParams = /\{\w+\}/.test(call.path);
  const validUrl = pathOf(call, () => '1');
  const plausible = sample(call.request);
  const body = call.method === 'GET' ? undefined : JSON.stringify(plausible ?? {});
  if (hasParams) {
    for (const param of hostileParams)
      attempts.push({ what: `param ${param.slice(0, 20)}`, url: pathOf(call, () => param), payload: body });
  }
  if (call.method === 'GET') return attempts;
  // A body of the wrong shape is hostile only where the contract refuses it: `null` suits a call that takes none.
  for (const [what, payload] of rawBodies) {
    if (!call.request.safeParse(JSON.parse(payload) ?? undefined).success)
      attempts.push({ what, url: validUrl, payload });
  }
  // A spoiled body is sent whenever it differs from the plausible one: the contract must refuse it, or the test says so.
  for (const [what, spoiled] of spoiledBodies(plausible)) {
    const payload = JSON.stringify(spoiled);
    if (payload !== body) attempts.push({ what, url: validUrl, payload });
  }
  return attempts;
};

const englishOrLeak =
  /Invalid input|expected|received|Error:|SELECT|INSERT|^(Invalid|Too (big|small)|Unrecognized|Expected)/;

/** What is wrong with one answer, or null when it is a proper refusal. */
const problemOf = (res: { statusCode: number; headers: Record<string, unknown>; body: string }): string | null => {
  if (res.statusCode >= 500) return `status ${res.statusCode}: ${res.body.slice(0, 200)}`;
  if (!String(res.headers['content-type'] ?? '').startsWith('application/json')) {
    return `not JSON (${res.statusCode}, ${String(res.headers['content-type'])})`;
  }
  const answer = JSON.parse(res.body) as { ok?: unknown; message?: unknown };
  if (answer.ok !== false) return `answered ok (${res.statusCode}): ${res.body.slice(0, 200)}`;
  if (typeof answer.message !== 'string' || answer.message === '') return `no message: ${res.body.slice(0, 200)}`;
  if (englishOrLeak.test(answer.message)) return `message not Spanish or leaking: ${answer.message}`;
  if (!/[a-záéíóúñ]{3}/i.test(answer.message)) return `message not a sentence: ${answer.message}`;
  return null;
};

describe.each([
  ['the master', master],
  ['a company administrator', admin],
])('hostile input to every mounted call, as %s', (_, login) => {
  it('is refused under 500, in the Spanish envelope', async () => {
    expect(mounted.length).toBeGreaterThan(50);
    const headers = await t.headersOf(login);
    const problems: string[] = [];
    let sent = 0;
    let refusedByValidation = 0;
    for (const call of mounted) {
      for (const attempt of attemptsOf(call)) {
        const res = await t.app.inject({
          method: call.method,
          url: attempt.url,
          headers: attempt.payload === undefined ? headers : { ...headers, 'content-type': 'application/json' },
          payload: attempt.payload,
        });
        sent += 1;
        if (res.statusCode === 400) refusedByValidation += 1;
        const problem = problemOf(res);
        if (problem) problems.push(`${call.name} (${attempt.what}): ${problem}`);
      }
    }
    expect(problems).toEqual([]);
    // Most attempts got past the session and the permissions, and the session outlived them all.
    expect(refusedByValidation).toBeGreaterThan(sent / 2);
    const data = await t.app.inject({ method: 'POST', url: '/api/auth/data', headers, payload: {} });
    expect(data.json()).toMatchObject({ ok: true });
  });
});
