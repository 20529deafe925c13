import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { ServerConfig } from '../../config/server-config';

/** A file that leaves attached, with its bytes (the outbox reads them from storage when the message leaves). */
export type MailAttachment = { filename: string; content: Buffer; contentType: string };

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  attachments?: MailAttachment[];
};

export type SentMail = { messageId: string; file?: string };

export type Mailer = {
  kind: 'smtp' | 'outbox';
  send: (message: MailMessage) => Promise<SentMail>;
  close: () => void;
};

/** SMTP when SMTP_URL is set; otherwise each message becomes an .eml file in the outbox folder. */
export const createMailer = (config: ServerConfig['mail'], log: Pick<FastifyBaseLogger, 'info'>): Mailer => {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return {
      kind: 'smtp',
      send: async (message) => {
        const info = await transport.sendMail({ from: config.from, ...message });
        log.info({ messageId: info.messageId }, 'correo enviado por SMTP');
        return { messageId: info.messageId };
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'outbox',
    send: async (message) => {
      const info = await transport.sendMail({ from: config.from, ...message });
      await mkdir(config.outboxDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = join(config.outboxDir, `${stamp}-${randomBytes(4).toString('hex')}.eml`);
      await writeFile(file, info.message as Buffer);
      // The body may hold a code or a temporary password, the address and subject a person: the log names the file.
      log.info({ file }, 'correo guardado en la bandeja de salida');
      return { messageId: info.messageId, file };
    },
    close: () => transport.close(),
  };
};
