/**
 * A one-page PDF of plain lines, for what the real server draws with @react-pdf/renderer (the year account): enough
 * for the browser to open a real PDF that says what the mock computed, without the server's fonts and renderer.
 * Helvetica with WinAnsiEncoding writes Spanish's accents and eñes; each byte is written as an octal escape.
 */
const winAnsi = (text: string) =>
  [...text]
    .map((character) => {
      const code = character.charCodeAt(0);
      if (code > 0xff) return '?';
      return `\\${code.toString(8).padStart(3, '0')}`;
    })
    .join('');

export const simplePdf = (title: string, lines: readonly string[]): Blob => {
  const content = [
    'BT /F1 16 Tf 50 800 Td',
    `(${winAnsi(title)}) Tj`,
    '/F1 10 Tf',
    ...lines.flatMap((line) => ['0 -16 Td', `(${winAnsi(line)}) Tj`]),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new Blob([body], { type: 'application/pdf' });
};
