import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import {
  allCalls,
  answerStatusesOf,
  type CallDefinition,
  notificationStreamTicketCall,
  X_SYSTEM_HEADER,
  X_SYSTEM_VALUE,
} from '@horizontal/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;

const toSchema = (schema: z.ZodType, io: 'input' | 'output'): JsonSchema => {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
};

const failure = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Failure' } } },
});

/** A refusal that says when to try again: too many attempts, or the database away. */
const failureWithRetry = (description: string) => ({
  ...failure(description),
  headers: { 'Retry-After': { description: 'Segundos hasta volver a intentar', schema: { type: 'integer' } } },
});

const retried = new Set([429, 503]);

const answersOf = (call: CallDefinition) =>
  Object.fromEntries(
    answerStatusesOf(call).map(({ status, reason }) => {
      if (status !== 200) return [String(status), (retried.has(status) ? failureWithRetry : failure)(reason)];
      const content =
        call.responseType === 'blob'
          ? { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } }
          : { 'application/json': { schema: toSchema(call.response, 'output') } };
      return ['200', { description: reason, content }];
    }),
  );

const parametersOf = (call: CallDefinition) => {
  const params = toSchema(call.params, 'input') as { properties?: Record<string, JsonSchema> };
  const path = Object.entries(params.properties ?? {}).map(([name, schema]) => ({
    name,
    in: 'path',
    required: true,
    schema,
  }));
  return [{ $ref: '#/components/parameters/XSystem' }, ...path];
};

const operationOf = (call: CallDefinition) => {
  const [group] = call.name.split('.');
  const requestSchema = toSchema(call.request, 'input');
  const hasBody = call.method !== 'GET' && call.method !== 'DELETE';
  return {
    operationId: call.name,
    tags: [group],
    summary: call.name,
    parameters: parametersOf(call),
    security: call.public ? [] : [{ token: [] }],
    ...(hasBody
      ? { requestBody: { required: false, content: { 'application/json': { schema: requestSchema } } } }
      : {}),
    responses: answersOf(call),
  };
};

/** The OpenAPI 3.1 document, written from the contract of packages/domain: the same schemas the routes validate with. */
export const openApiDocument = (
  calls: readonly CallDefinition[] = allCalls,
  apiPrefix = '/api',
  /** The routes beside the contract that this server mounts: local storage's signed URLs, push as server-sent events. */
  mounted: { files: boolean; stream: boolean } = { files: true, stream: true },
) => {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const call of calls) {
    const operations = paths[call.path] ?? {};
    operations[call.method.toLowerCase()] = operationOf(call);
    paths[call.path] = operations;
  }
  const unavailable = {
    '503': failureWithRetry('La base de datos no está disponible o la instancia se está cerrando'),
  };
  if (mounted.stream)
    paths['/notifications/stream'] = {
      get: {
        operationId: 'notifications.stream',
        tags: ['notifications'],
        summary: 'Avisos push como server-sent events (cuando Firebase no está configurado)',
        description: 'El ticket sale de POST /notifications/stream-ticket: vale 60 s y una sola vez.',
        // The single-use ticket in the address is the permission: no x-token, no x-system.
        security: [],
        parameters: [{ name: 'ticket', in: 'query', required: true, schema: { type: 'string' } }],
        responses: {
          '200': { description: 'text/event-stream: eventos «notification»' },
          '401': failure('Ticket vencido, ya usado o sin sesión'),
          ...unavailable,
        },
      },
    };
  const health = (operationId: string, summary: string, description: string, failing?: string) => ({
    get: {
      operationId,
      tags: ['health'],
      summary,
      description,
      security: [],
      responses: {
        '200': { description: 'Listo', content: { 'application/json': { schema: { type: 'object' } } } },
        ...(failing ? { '503': failureWithRetry(failing) } : {}),
      },
    },
  });
  paths['/health/live'] = health(
    'health.live',
    'El proceso está vivo',
    'Sin x-system ni x-token: para balanceadores y monitores. Responde 200 mientras el proceso atiende.',
  );
  paths['/health/ready'] = health(
    'health.ready',
    'La instancia puede atender',
    'Sin x-system ni x-token. Informa database («disponible» o «no disponible»), listener («escuchando» o ' +
      '«reconectando»: los avisos entre instancias) y mailBacklog (correos pendientes y segundos del más viejo). ' +
      'Responde 503 con Retry-After cuando la base de datos o los avisos no están disponibles.',
    'La base de datos o los avisos no están disponibles',
  );
  // The signed URLs of local storage, as /general/getsignedurl gives them: the signature is the permission.
  const fileKey = {
    name: 'key',
    in: 'path',
    required: true,
    description: 'La clave del archivo, tal como la da la URL firmada',
    schema: { type: 'string' },
  };
  const signed = (names: string[]) =>
    names.map((name) => ({ name, in: 'query', required: true, schema: { type: 'string' } }));
  if (mounted.files)
    paths['/files/{key}'] = {
      put: {
        operationId: 'files.upload',
        tags: ['files'],
        summary: 'Subida a una URL firmada de /general/getsignedurl (almacenamiento local)',
        security: [],
        parameters: [fileKey, ...signed(['expires', 'type', 'max', 'sig'])],
        requestBody: { required: true, content: { '*/*': { schema: { type: 'string', format: 'binary' } } } },
        responses: {
          '200': {
            description: 'Subido',
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  properties: { ok: { const: true }, message: { type: 'string' }, key: { type: 'string' } },
                  required: ['ok', 'message', 'key'],
                },
              },
            },
          },
          '403': failure('Firma inválida o vencida'),
          '409': failure('Esa URL ya se usó para subir un archivo'),
          '413': failure('Muy grande'),
          '415': failure('El archivo no es del tipo firmado'),
          ...unavailable,
        },
      },
      get: {
        operationId: 'files.download',
        tags: ['files'],
        summary: 'Descarga desde una URL firmada (almacenamiento local)',
        security: [],
        parameters: [fileKey, ...signed(['expires', 'name', 'sig'])],
        responses: {
          '200': {
            description: 'El archivo',
            content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } },
          },
          '403': failure('Firma inválida o vencida'),
          '404': failure('El archivo ya no está'),
        },
      },
    };
  return {
    openapi: '3.1.0',
    info: {
      title: 'Horizontal API',
      version: '1.0.0',
      description:
        'API del back-office de propiedad horizontal. Cada llamada lleva x-system: 1; las no públicas, x-token.',
    },
    servers: [{ url: apiPrefix }],
    paths,
    components: {
      securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'x-token' } },
      parameters: {
        XSystem: {
          name: X_SYSTEM_HEADER,
          in: 'header',
          required: true,
          schema: { type: 'string', const: X_SYSTEM_VALUE },
        },
      },
      schemas: {
        Failure: {
          type: 'object',
          properties: { ok: { const: false }, message: { type: 'string' } },
          required: ['ok', 'message'],
        },
      },
    },
  };
};

/** GET {prefix}/openapi.json and the docs page at {prefix}/docs. */
export const registerOpenApi = async (app: FastifyInstance, apiPrefix: string) => {
  // Only what this server answers (issue #39): a call of a module not built yet would be a promise the server
  // breaks with a 404. The stream's ticket is ours, not the spec's: documented beside the contract's calls.
  const served = [...allCalls, notificationStreamTicketCall].filter((call) => app.registeredCalls.has(call.name));
  const document = openApiDocument(served, apiPrefix, {
    files: app.hasRoute({ method: 'GET', url: `${apiPrefix}/files/*` }),
    stream: app.hasRoute({ method: 'GET', url: `${apiPrefix}/notifications/stream` }),
  });
  await app.register(fastifySwagger, { mode: 'static', specification: { document: document as never } });
  await app.register(fastifySwaggerUi, { routePrefix: `${apiPrefix}/docs`, uiConfig: { docExpansion: 'list' } });
  app.get(`${apiPrefix}/openapi.json`, async () => document);
};
