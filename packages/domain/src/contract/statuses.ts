import { z } from 'zod';
import type { CallDefinition } from './define';

export type AnswerStatus = { status: number; reason: string };

/** A field naming a row of the database: the call answers 404 when that row does not exist or is out of reach. */
const namesARow = (key: string) => key === 'id' || /Ids?$/.test(key);

const fieldsOf = (schema: z.ZodType): string[] => {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as {
    properties?: Record<string, unknown>;
    anyOf?: { properties?: Record<string, unknown> }[];
  };
  return [
    ...Object.keys(json.properties ?? {}),
    ...(json.anyOf ?? []).flatMap((option) => Object.keys(option.properties ?? {})),
  ];
};

const writes = (call: CallDefinition) => call.access === 'write' || (call.method !== 'GET' && call.access !== 'read');

/** What a public call refuses beyond the request's shape and the limit per address. */
const publicRefusals: Record<string, readonly number[]> = {
  // Wrong password; an inactive user.
  'auth.signin': [401, 403],
  // A request still pending for that e-mail and complejo.
  'auth.access': [409],
};

/**
 * Every status a call can answer, read from its definition (issue #39): what the server does for any call (the
 * request checked, the database away), for a call with a session, with a body, naming a row, writing, or among the
 * public forms and the account's own calls, which are limited per address or per user.
 */
export const answerStatusesOf = (call: CallDefinition): AnswerStatus[] => {
  const [group] = call.name.split('.');
  const refuses = (status: number) => publicRefusals[call.name]?.includes(status) === true;
  const checksSession = !call.public || refuses(401);
  // A public call that reads more with a token takes a dead one as no token (no 401), but a live one's permissions.
  const checksPermissions = !call.public || refuses(403) || call.tokenWhenSignedIn === true;
  const hasBody = call.method !== 'GET';
  const rowNamed = fieldsOf(call.params).length > 0 || fieldsOf(call.request).some(namesARow);
  const statuses: (AnswerStatus | false)[] = [
    { status: 200, reason: call.responseType === 'blob' ? 'El archivo' : 'Hecho' },
    { status: 400, reason: 'Datos inválidos, o falta x-system' },
    checksSession && {
      status: 401,
      reason: call.public ? 'Correo o contraseña incorrectos, o sesión vencida' : 'Sin sesión o sesión vencida',
    },
    checksPermissions && {
      status: 403,
      reason: 'Sin permiso para la operación, usuario inactivo o contraseña por cambiar',
    },
    rowNamed && { status: 404, reason: 'El registro no existe o no está al alcance de quien llama' },
    ((!call.public && writes(call)) || refuses(409)) && {
      status: 409,
      reason: 'El cambio choca con el estado de los datos (repetido, en uso, cerrado…)',
    },
    hasBody && { status: 413, reason: 'El cuerpo, o el archivo que lleva, es demasiado grande' },
    hasBody && { status: 415, reason: 'El tipo de contenido no es el que la llamada lee' },
    (call.public || group === 'auth') && { status: 429, reason: 'Demasiados intentos: Retry-After dice cuándo volver' },
    { status: 500, reason: 'Error inesperado' },
    { status: 503, reason: 'La base de datos no está disponible o la instancia se está cerrando: Retry-After' },
  ];
  return statuses.filter((status): status is AnswerStatus => status !== false);
};
