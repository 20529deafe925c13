import { formatMontevideoDateTime } from '@horizontal/domain';
import type { MailMessage } from './mailer';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** Addresses become links; the URL alone on its line, so no mail client takes a following colon or stop into it. */
const linked = (html: string) => html.replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);

/** Every e-mail has the same plain layout: a greeting, paragraphs, and the signature; a module's own use it too. */
export const composeMail = (to: string, subject: string, paragraphs: string[]): MailMessage => {
  const text = [...paragraphs, '', 'Horizontal · Administración de propiedad horizontal'].join('\n\n');
  const html = [
    '<!doctype html><html lang="es-UY"><body style="font-family: sans-serif; line-height: 1.5">',
    ...paragraphs.map((paragraph) => `<p>${linked(escapeHtml(paragraph)).replace(/\n/g, '<br>')}</p>`),
    '<p style="color: #555">Horizontal · Administración de propiedad horizontal</p>',
    '</body></html>',
  ].join('\n');
  return { to, subject, text, html };
};

export const forgotPasswordMail = (to: string, name: string, code: string, validateUrl: string) =>
  composeMail(to, 'Código para recuperar su contraseña', [
    `Hola, ${name}:`,
    `Su código para recuperar la contraseña es: ${code}`,
    `Ingréselo en esta página, antes de 30 minutos (sirve una sola vez):\n${validateUrl}`,
    'Si usted no lo pidió, ignore este correo: su contraseña no cambió.',
  ]);

/** The two lines a temporary password comes with: how to sign in, and the page where to. */
const temporaryAccess = (to: string, temporaryPassword: string, loginUrl: string) => [
  `Correo: ${to}\nContraseña temporal: ${temporaryPassword}`,
  `Para ingresar abra esta página; al entrar se le pedirá elegir una contraseña nueva:\n${loginUrl}`,
];

export const newUserMail = (to: string, name: string, temporaryPassword: string, loginUrl: string) =>
  composeMail(to, 'Su usuario de Horizontal', [
    `Hola, ${name}:`,
    'Se creó su usuario en Horizontal.',
    ...temporaryAccess(to, temporaryPassword, loginUrl),
  ]);

export const temporaryPasswordMail = (to: string, name: string, temporaryPassword: string, loginUrl: string) =>
  composeMail(to, 'Su contraseña temporal de Horizontal', [
    `Hola, ${name}:`,
    'Su administradora le asignó una contraseña temporal nueva; la anterior ya no sirve.',
    ...temporaryAccess(to, temporaryPassword, loginUrl),
  ]);

/** When and from what the password was changed, so that the owner can tell whether it was them. */
export type PasswordChange = { at: Date; device: string };

export const passwordChangedMail = (to: string, name: string, change: PasswordChange) =>
  composeMail(to, 'Su contraseña cambió', [
    `Hola, ${name}:`,
    'La contraseña de su usuario de Horizontal se cambió.',
    `Cuándo: ${formatMontevideoDateTime(change.at)} (hora de Uruguay)\nDesde: ${change.device}`,
    'Si no fue usted, alguien más conocía su contraseña. Recupere el acceso cuanto antes con ' +
      '«¿Olvidó su contraseña?» en la pantalla de ingreso: le llegará una contraseña temporal y se cerrarán ' +
      'todas las sesiones abiertas. Después avise a su administradora.',
  ]);

export const contactMail = (to: string, fields: Record<string, string>) =>
  composeMail(to, `Consulta desde el sitio: ${fields.Nombre ?? ''}`.trim(), [
    'Llegó una consulta desde el formulario de contacto:',
    Object.entries(fields)
      .map(([label, value]) => `${label}: ${value}`)
      .join('\n'),
  ]);

export const accessRequestMail = (to: string, fields: Record<string, string>) =>
  composeMail(to, 'Nueva solicitud de acceso', [
    'Una persona pidió acceso a un complejo que usted administra:',
    Object.entries(fields)
      .map(([label, value]) => `${label}: ${value}`)
      .join('\n'),
    'Revise la solicitud y, si corresponde, cree su usuario.',
  ]);

/** The same words for everyone: nothing the requester typed travels to the address they gave. */
export const requestReceivedMail = (to: string, what: 'consulta' | 'solicitud de acceso') =>
  composeMail(to, 'Recibimos su solicitud', [
    'Hola:',
    `Recibimos su ${what}. Le responderemos a este correo a la brevedad.`,
  ]);
