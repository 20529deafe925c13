import type { FastifyInstance } from 'fastify';
import type { MailMessage } from '../lib/mail/mailer';

/** Sends and logs a failure instead of failing the call: the change already happened and must be answered. */
export const sendQuietly = async (app: FastifyInstance, message: MailMessage) => {
  try {
    await app.mailer.send(message);
    return true;
  } catch (error) {
    app.log.error({ err: error, to: message.to, subject: message.subject }, 'no se pudo enviar el correo');
    return false;
  }
};

/** A link into the app, for the e-mails. */
export const appLink = (app: FastifyInstance, path: string) => `${app.config.publicUrl}${path}`;
