import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import {
  allCalls,
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

const failures = {
  '400': failure('Datos inválidos o falta x-system'),
  '401': failure('Sin sesión o sesión vencida'),
  '403': failure('Sin permiso para la operación'),
  '429': failure('Demasiados intentos'),
  '500': failure('Error inesperado'),
};

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
    responses: {
      '200': { description: 'OK', content: { 'application/json': { schema: toSchema(call.response, 'output') } } },
      ...failures,
    },
  };
};

/** The OpenAPI 3.1 document, written from the contract of packages/domain: the same schemas the routes validate with. */
export const openApiDocument = (calls: readonly CallDefinition[] = allCalls, apiPrefix = '/api') => {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const call of calls) {
    const operations = paths[call.path] ?? {};
    operations[call.method.toLowerCase()] = operationOf(call);
    paths[call.path] = operations;
  }
  paths['/notifications/stream'] = {
    get: {
      operationId: 'notifications.stream',
      tags: ['notifications'],
      summary: 'Avisos push como server-sent events (cuando Firebase no está configurado)',
      description: 'El ticket sale de POST /notifications/stream-ticket: vale 60 s y una sola vez.',
      parameters: [{ name: 'ticket', in: 'query', required: true, schema: { type: 'string' } }],
      responses: {
        '200': { description: 'text/event-stream: eventos «notification»' },
        '401': failure('Ticket vencido, ya usado o sin sesión'),
      },
    },
  };
  const health = (operationId: string, summary: string, description: string, failing?: string) => ({
    get: {
      operationId,
      tags: ['health'],
      summary,
      description,
      responses: {
        '200': { description: 'Listo', content: { 'application/json': { schema: { type: 'object' } } } },
        ...(failing ? { '503': failure(failing) } : {}),
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
  paths['/files/{key}'] = {
    put: {
      operationId: 'files.upload',
      tags: ['files'],
      summary: 'Subida a una URL firmada de /general/getsignedurl (almacenamiento local)',
      responses: {
        '200': { description: 'Subido' },
        '403': failure('Firma inválida o vencida'),
        '413': failure('Muy grande'),
      },
    },
    get: {
      operationId: 'files.download',
      tags: ['files'],
      summary: 'Descarga desde una URL firmada (almacenamiento local)',
      responses: { '200': { description: 'El archivo' }, '403': failure('Firma inválida o vencida') },
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
  // The stream's ticket is ours, not the spec's: documented beside the contract's calls.
  const document = openApiDocument([...allCalls, notificationStreamTicketCall], apiPrefix);
  await app.register(fastifySwagger, { mode: 'static', specification: { document: document as never } });
  await app.register(fastifySwaggerUi, { routePrefix: `${apiPrefix}/docs`, uiConfig: { docExpansion: 'list' } });
  app.get(`${apiPrefix}/openapi.json`, async () => document);
};
