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
  createdBy: z.string().nullable(),
});

export const noticeCreateSchema = body({
  buildingId: idOf('el complejo'),
  title: requiredText('Ingrese el título de la noticia.', 120),
  text: requiredText('Escriba el texto de la noticia.', 5000, { multiline: true }),
  publishedOn: isoDateOf('Seleccione la fecha de publicación.'),
  expiresOn: isoDateSchema.nullable().default(null),
}).refine((notice) => notice.expiresOn === null || notice.publishedOn <= notice.expiresOn, {
  error: 'La noticia no puede vencer antes de publicarse.',
  path: ['expiresOn'],
});

export type Notice = z.infer<typeof noticeSchema>;
export type NoticeCreate = z.input<typeof noticeCreateSchema>;
