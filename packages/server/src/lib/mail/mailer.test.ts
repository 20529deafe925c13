import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { mailText } from '../../core/test/test-app';
import { createMailer } from './mailer';
import { forgotPasswordMail, newUserMail } from './templates';

const silent = { info: () => undefined };

/** Just enough SMTP to accept one message and keep what the client sent in DATA. */
const fakeSmtp = async () => {
  const received: string[] = [];
  const server: Server = createServer((socket) => {
    let inData = false;
    let data = '';
    socket.write('220 prueba ESMTP\r\n');
    socket.on('data', (chunk) => {
      const text = chunk.toString('utf8');
      if (inData) {
        data += text;
        if (data.endsWith('\r\n.\r\n')) {
          inData = false;
          received.push(data);
          data = '';
          socket.write('250 OK encolado\r\n');
        }
        return;
      }
      for (const line of text.split('\r\n').filter(Boolean)) {
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250 prueba\r\n');
        else if (verb === 'DATA') {
          inData = true;
          socket.write('354 adelante\r\n');
        } else if (verb === 'QUIT') socket.end('221 chau\r\n');
        else socket.write('250 OK\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return { port, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
};

let scratch: string | undefined;
afterEach(async () => {
  if (scratch) await rm(scratch, { recursive: true, force: true });
  scratch = undefined;
});

const message = forgotPasswordMail('ana@correo.com.uy', 'Ana', '482913', 'http://localhost:3000/validate');

describe('the mailer', () => {
  it('writes an .eml file to the outbox when no SMTP server is configured', async () => {
    scratch = await mkdtemp(join(tmpdir(), 'outbox-'));
    const outboxDir = join(scratch, 'nueva');
    const mailer = createMailer(
      { from: 'Horizontal <no-responder@horizontal.uy>', outboxDir, contactTo: 'x@y.uy' },
      silent,
    );
    expect(mailer.kind).toBe('outbox');
    const sent = await mailer.send(message);
    const files = await readdir(outboxDir);
    expect(files).toHaveLength(1);
    expect(sent.file).toBe(join(outboxDir, files[0]!));
    const eml = mailText(await readFile(sent.file!, 'utf8'));
    expect(eml).toMatch(/^To: ana@correo\.com\.uy$/m);
    expect(eml).toMatch(/^From: Horizontal <no-responder@horizontal\.uy>$/m);
    expect(eml).toContain('Su código para recuperar la contraseña es: 482913');
    expect(eml).toContain('antes de 30 minutos');
  });

  it('links the address in the HTML part, without the punctuation around it', () => {
    expect(message.html).toContain('<a href="http://localhost:3000/validate">http://localhost:3000/validate</a>');
    const welcome = newUserMail('ana@correo.com.uy', 'Ana', 'Temp#1234', 'http://localhost:3000/login');
    expect(welcome.html).toContain('<a href="http://localhost:3000/login">http://localhost:3000/login</a>');
    expect(welcome.text).toMatch(/^http:\/\/localhost:3000\/login$/m);
  });

  it('sends through SMTP when SMTP_URL is configured', async () => {
    const smtp = await fakeSmtp();
    try {
      const mailer = createMailer(
        {
          smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
          from: 'no-responder@horizontal.uy',
          outboxDir: '/nunca',
          contactTo: '',
        },
        silent,
      );
      expect(mailer.kind).toBe('smtp');
      await mailer.send(message);
      mailer.close();
      expect(smtp.received).toHaveLength(1);
      expect(mailText(smtp.received[0]!)).toContain('Su código para recuperar la contraseña es: 482913');
    } finally {
      await smtp.close();
    }
  });

  it('escapes what a person typed in the HTML part', () => {
    const html = forgotPasswordMail('a@b.uy', '<script>alert(1)</script>', '1', 'u').html!;
    expect(html).not.toContain('<script>');
    expect(html).toContain('&#60;script&#62;');
  });
});
