import { z } from 'zod';
import { body, idOf, isoDateOf, isoDateSchema, requiredText } from './fields';

/** Noticias for the residents of a complejo. */
export const noticeSchema = z.object({
  id: z.number().int(),
  buildingId: z.number().int(),
  title: z.string(),
  text: z.string(),
  publishedOn: z.string(),
  expiresOn: z.string().nullable(),
  /** The towers whose residents it is for; empty, the whole complejo. */
  towerIds: z.array(z.number().int()),
  createdBy: z.string().nullable(),
});

/** A notice reaches at most this many towers; more is the whole complejo. */
export const MAX_NOTICE_TOWERS = 50;

export const noticeCreateSchema = body({
  buildingId: idOf('el complejo'),
  title: requiredText('Ingrese el título de la noticia.', 120),
  text: requiredText('Escriba el texto de la noticia.', 5000, { multiline: true }),
  publishedOn: isoDateOf('Seleccione la fecha de publicación.'),
  expiresOn: isoDateSchema.nullable().default(null),
  /** Empty: the whole complejo. Every tower must be of the notice's complejo (the server checks it). */
  towerIds: z
    .array(idOf('la torre'), { error: 'Las torres elegidas no son válidas.' })
    .max(MAX_NOTICE_TOWERS, `Elija hasta ${MAX_NOTICE_TOWERS} torres, o ninguna para todo el complejo.`)
    .default([]),
}).refine((notice) => notice.expiresOn === null || notice.publishedOn <= notice.expiresOn, {
  error: 'La noticia no puede vencer antes de publicarse.',
  path: ['expiresOn'],
});

export type Notice = z.infer<typeof noticeSchema>;
export type NoticeCreate = z.input<typeof noticeCreateSchema>;
