import { composeMail } from '../../lib/mail/templates';

/**
 * What a resident reads when the administration writes to them: the message as plain text (the HTML part escapes
 * every character, so no markup in a body ever runs), and how to answer it: a reply reaches the thread.
 */
export const messageMail = (
  to: { name: string; email: string },
  message: { subject: string; text: string; category: string | null; reply: boolean },
  building: { name: string },
  replyTo: string,
) => {
  const about = message.category ? ` (${message.category})` : '';
  const mail = composeMail(to.email, `${building.name}: ${message.subject}`, [
    `Hola, ${to.name}:`,
    message.reply
      ? `La administración de ${building.name} respondió su mensaje${about}:`
      : `La administración de ${building.name} le envió este mensaje${about}:`,
    message.text,
    'Para responder, conteste este correo: su respuesta llega a la administración del complejo.',
  ]);
  return { ...mail, replyTo };
};
