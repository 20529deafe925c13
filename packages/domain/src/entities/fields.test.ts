import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { allCalls, callByName } from '../contract';
import { companyCreateSchema } from './company';
import {
  body,
  controlCharactersMessage,
  hasControlCharacters,
  idOf,
  optionalText,
  requiredText,
  withoutControlCharacters,
} from './fields';
import { messageCreateSchema } from './message';

const messagesOf = (schema: z.ZodType, value: unknown): string[] => {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

/** NUL, the other C0 characters, DEL and C1, each inside otherwise ordinary text. */
const controls = [
  '\u0000',
  '\u0001',
  '\u0007',
  '\u0008',
  '\u000B',
  '\u000C',
  '\r',
  '\u001B',
  '\u007F',
  '\u0085',
  '\u009F',
];

describe('hasControlCharacters', () => {
  it('finds C0, DEL and C1 characters', () => {
    for (const control of controls) {
      expect(hasControlCharacters(`Ana${control}Pérez`), JSON.stringify(control)).toBe(true);
    }
    expect(hasControlCharacters('a\nb')).toBe(true);
    expect(hasControlCharacters('a\tb')).toBe(true);
  });

  it('lets a multi-line text keep its line feeds and tabs, and nothing else', () => {
    expect(hasControlCharacters('Primera línea\n\tsegunda', { multiline: true })).toBe(false);
    for (const control of controls) {
      expect(hasControlCharacters(`a${control}b`, { multiline: true }), JSON.stringify(control)).toBe(true);
    }
  });

  it('leaves Spanish text, symbols, no-break spaces and emoji alone', () => {
    expect(hasControlCharacters('Ñandú «Güemes» 1.234,50 $ — piso 3º\u00A0B 🏢')).toBe(false);
  });
});

describe('text fields refuse control characters', () => {
  const name = requiredText('Ingrese el nombre del complejo.', 120);
  const description = optionalText(2000, { multiline: true });

  it('names the field when its missing message names it', () => {
    expect(messagesOf(name, 'Complejo\u0000Sur')).toEqual([
      'El nombre del complejo contiene caracteres no permitidos.',
    ]);
    expect(messagesOf(requiredText('Escriba su consulta.', 2000), '\u0000')).toEqual([
      'Su consulta contiene caracteres no permitidos.',
    ]);
    expect(messagesOf(requiredText('Falta el archivo subido.', 400), 'a\u0085b')).toEqual([
      'El archivo subido contiene caracteres no permitidos.',
    ]);
  });

  it('says it in general words when the field has no name', () => {
    expect(messagesOf(optionalText(80), 'Correo\u0007')).toEqual([controlCharactersMessage]);
    expect(messagesOf(requiredText('Este campo es obligatorio.', 80), 'x\u0000')).toEqual([controlCharactersMessage]);
  });

  it('refuses every control character in a single-line field, a line feed or a tab included', () => {
    for (const control of [...controls, '\n', '\t']) {
      expect(messagesOf(name, `Complejo${control}Sur`), JSON.stringify(control)).toEqual([
        'El nombre del complejo contiene caracteres no permitidos.',
      ]);
    }
  });

  it('still trims a single-line field, so a trailing line break is not an error', () => {
    expect(name.parse('  Complejo Sur\n')).toBe('Complejo Sur');
  });

  it('keeps line feeds and tabs of a multi-line field and turns CR LF and CR into LF', () => {
    expect(description.parse('Uno\r\n\tdos\rtres')).toBe('Uno\n\tdos\ntres');
    for (const control of controls.filter((candidate) => candidate !== '\r')) {
      expect(messagesOf(description, `Uno\n${control}dos`), JSON.stringify(control)).toEqual([
        controlCharactersMessage,
      ]);
    }
  });

  it('reports a control character before the length, and a long text by its length', () => {
    expect(messagesOf(name, '\u0000')[0]).toBe('El nombre del complejo contiene caracteres no permitidos.');
    expect(messagesOf(name, 'x'.repeat(121))).toEqual(['El texto admite hasta 120 caracteres.']);
  });

  it('covers the plain strings of entity files (withoutControlCharacters)', () => {
    expect(messagesOf(withoutControlCharacters(z.string()), 'a\u0000')).toEqual([controlCharactersMessage]);
    expect(messagesOf(companyCreateSchema.shape.logo, 'logos/1/a\u0000.png')).toEqual(['El logo no es válido.']);
  });

  it('a message keeps its paragraphs but refuses NUL', () => {
    const message = { buildingId: 1, toAll: true, text: 'Hola:\r\n\nmañana se corta el agua.' };
    expect(messageCreateSchema.parse(message).text).toBe('Hola:\n\nmañana se corta el agua.');
    expect(messagesOf(messageCreateSchema, { ...message, text: 'Hola\u0000' })).toEqual([
      'El mensaje contiene caracteres no permitidos.',
    ]);
  });
});

describe('a body refuses a control character in any string, whoever declared it', () => {
  it('catches a plain z.string() field once the fields have passed', () => {
    const schema = body({ device: z.string(), items: z.array(z.object({ note: z.string() })) });
    expect(schema.safeParse({ device: 'abc', items: [{ note: 'ok\n' }] }).success).toBe(true);
    const refused = schema.safeParse({ device: 'abc', items: [{ note: 'x\u0000' }] });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues).toMatchObject([{ message: controlCharactersMessage, path: ['items', 0, 'note'] }]);
  });

  it('adds nothing when a field has already refused', () => {
    expect(messagesOf(body({ name: requiredText('Ingrese el nombre.', 80) }), { name: 'a\u0000' })).toEqual([
      'El nombre contiene caracteres no permitidos.',
    ]);
  });
});

/** Every schema reachable from a request schema: objects' fields, array items, options, wrapped schemas (a pipe is tried whole). */
const schemasIn = (schema: z.ZodType, seen = new Set<z.ZodType>()): z.ZodType[] => {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const def = schema._zod.def as unknown as Record<string, unknown>;
  const children = [
    ...Object.values((def.shape as Record<string, z.ZodType> | undefined) ?? {}),
    ...((def.options as z.ZodType[] | undefined) ?? []),
    def.element,
    def.innerType,
    def.valueType,
  ].filter((child): child is z.ZodType => child !== undefined);
  return [schema, ...children.flatMap((child) => schemasIn(child, seen))];
};

const stringsOf = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : Array.isArray(value)
      ? value.flatMap(stringsOf)
      : typeof value === 'object' && value !== null
        ? Object.values(value).flatMap(stringsOf)
        : [];

/** Hostile values shaped like what each kind of field accepts: names, CIs, e-mails, dates, times, enums. */
const hostile = [
  'Ana\u0000Pérez',
  '\u0000',
  'a\u001B[31mb',
  'x\u0085',
  '1234567\u00002',
  'ana\u0000@correo.com',
  '2400\u00001234',
  '2026-03-05\u0000',
  '12:00\u0000',
  'activo\u0000',
  'LMXJV\u0000',
];

describe('every request schema of the contract', () => {
  it('lets no control character through its fields, but for the plain strings the body guards', () => {
    const leaking = new Set<string>();
    for (const call of allCalls) {
      for (const schema of [...schemasIn(call.request), ...schemasIn(call.params)]) {
        for (const value of hostile) {
          const result = schema.safeParse(value);
          if (
            result.success &&
            stringsOf(result.data).some((text) => hasControlCharacters(text, { multiline: true }))
          ) {
            leaking.add(call.name);
          }
        }
      }
    }
    // The sign-in password and the push device are plain strings of the contract's auth calls.
    expect([...leaking].sort()).toEqual(['auth.data', 'auth.signin']);
  });

  it('refuses them in the whole body, where the contract declares a plain string', () => {
    expect(messagesOf(callByName('auth.data')!.request, { device: 'token\u0000' })).toEqual([controlCharactersMessage]);
    expect(
      messagesOf(callByName('auth.signin')!.request, { email: 'ana@correo.com', password: 'Clave\u0000#1' }),
    ).toEqual([controlCharactersMessage]);
  });

  it('accepts ordinary requests as before', () => {
    expect(callByName('auth.signin')!.request.safeParse({ email: 'ana@correo.com', password: 'x' }).success).toBe(true);
    expect(callByName('auth.data')!.request.safeParse({ device: null }).success).toBe(true);
  });
});

describe('idOf', () => {
  it('contracts «de el» to «del» and leaves «de la» alone', () => {
    expect(idOf('el usuario').safeParse(1.5).error?.issues[0]?.message).toBe(
      'El identificador del usuario no es válido.',
    );
    expect(idOf('la torre').safeParse(1.5).error?.issues[0]?.message).toBe(
      'El identificador de la torre no es válido.',
    );
  });
});
