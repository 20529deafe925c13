import { defineCall, noBody, okAnswer } from '@horizontal/domain';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createAnswerCache } from './answer-cache';
import { registerCall } from './register-call';

/** A public list of the contract's shape, whose handler returns more than the contract says. */
const probe = defineCall({
  name: 'probe.findAll',
  method: 'GET',
  path: '/probe/findall',
  public: true,
  request: noBody,
  response: okAnswer({
    rows: z.array(z.object({ id: z.number().int(), name: z.string(), note: z.string().nullable() })),
  }),
});

const app = Fastify({ logger: false });

beforeAll(async () => {
  app.decorate('registeredCalls', new Set<string>());
  app.decorate('config', { validateAnswers: false } as never);
  app.decorate(
    'answerCache',
    createAnswerCache(async () => '0'),
  );
  registerCall(app, probe, async () => ({
    message: 'OK',
    rows: [
      { id: 1, name: 'Torre A', note: null, passwordHash: 'nunca' },
      { id: 2, name: 'Torre «B» \u2028', note: 'con "comillas"', internal: { secret: true } },
    ] as never,
  }));
  await app.ready();
});
afterAll(() => app.close());

describe('a list written by the serializer compiled from its contract schema', () => {
  it('sends exactly what the contract describes, and nothing a handler adds by mistake', async () => {
    const res = await app.inject({ method: 'GET', url: '/probe/findall' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      ok: true,
      message: 'OK',
      rows: [
        { id: 1, name: 'Torre A', note: null },
        { id: 2, name: 'Torre «B» \u2028', note: 'con "comillas"' },
      ],
    });
    expect(res.body).not.toMatch(/passwordHash|secret/);
  });
});
