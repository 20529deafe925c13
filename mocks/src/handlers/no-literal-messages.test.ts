import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/*
 * The mocks answer with the contract's words (the `<group>Messages` of packages/domain/src/contract and its
 * `refusals`), the same objects the server reads, so a screen shows the same text against either. A message typed
 * in a handler drifts from the server's the day one of them is reworded; this test keeps them out.
 */

const folder = fileURLToPath(new URL('.', import.meta.url));

const handlerFiles = readdirSync(folder).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));

/** Comments may quote what a call answers; only code counts. */
const withoutComments = (source: string) => source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

const stringLiteral = /'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`(?:[^`\\]|\\.)*`/g;

/** What the code of a handler file types as a message: a `message:` given a text, or a sentence in Spanish. */
const literalMessagesIn = (source: string): string[] => {
  const code = withoutComments(source);
  const found = new Set<string>();
  // `message: 'OK'` is the spec's answer to a successful read, not a text a person reads.
  for (const [, value] of code.matchAll(/\bmessage:\s*([^,}\n]*)/g)) {
    for (const [literal] of value!.matchAll(stringLiteral)) if (literal.slice(1, -1) !== 'OK') found.add(literal);
  }
  for (const [literal] of code.matchAll(stringLiteral)) {
    const text = literal.slice(1, -1).trim();
    // A sentence: several words, opening with a capital (or ¿ ¡) and closing with . ? ! — as every refusal does.
    if (/^[A-ZÁÉÍÓÚÑ¿¡]/.test(text) && /\s/.test(text) && /[.?!]$/.test(text)) found.add(literal);
  }
  // A refusal helper given any text of its own: conflict('…'), notFound('…'), new MockError(400, '…'), fail(…).
  for (const [, argument] of code.matchAll(
    /\b(?:conflict|notFound|MockError\(\s*\d+\s*,|fail\(\s*\d+\s*,)\(?\s*(['"`])/g,
  )) {
    found.add(`${argument}…`);
  }
  return [...found];
};

describe('mock handler messages', () => {
  it('finds a typed message the way a handler would write it', () => {
    expect(literalMessagesIn("return { message: 'Despensa creada.', pantry };")).toHaveLength(1);
    expect(literalMessagesIn("throw conflict('La persona ya está desvinculada.');")).not.toEqual([]);
    expect(literalMessagesIn('throw conflict(`Ya existe la categoría en el complejo.`);')).not.toEqual([]);
    expect(literalMessagesIn("throw new MockError(400, 'Seleccione el tipo.');")).not.toEqual([]);
    expect(literalMessagesIn("rowOf(user, db.notices, id, 'La noticia no existe o no tiene acceso a ella.')")).toEqual([
      "'La noticia no existe o no tiene acceso a ella.'",
    ]);
    expect(literalMessagesIn("message: ok ? 'Reserva confirmada.' : text.pending,")).not.toEqual([]);
  });

  it('lets through what is not a message: OK, column headers, a file body, a default subject, comments', () => {
    expect(
      literalMessagesIn(
        [
          "return { message: 'OK', pantries };",
          "xlsxBlob('Detalle', [['Saldo anterior', 'Gasto común']]);",
          'new HttpResponse(`Archivo de demostración: acta.pdf\\n`);',
          "subject: body.subject || '(sin asunto)',",
          '/** The backend says «Despensa creada.» here. */',
          "// throw conflict('Ya existe.');",
          'return { message: text.created, pantry };',
        ].join('\n'),
      ),
    ).toEqual([]);
  });

  it.each(handlerFiles)('%s answers with the contract’s messages, never a text of its own', (file) => {
    expect(literalMessagesIn(readFileSync(`${folder}${file}`, 'utf8'))).toEqual([]);
  });
});
