import { z } from 'zod';
import { body, idOf, isoDateOf, optionalText } from './fields';

export const unlinkReasons = ['renuncia', 'despido', 'fin_de_contrato', 'jubilacion', 'mutuo_acuerdo'] as const;
export type UnlinkReason = (typeof unlinkReasons)[number];
export const unlinkReasonLabels = {
  renuncia: 'Renuncia',
  despido: 'Despido',
  fin_de_contrato: 'Fin de contrato',
  jubilacion: 'Jubilación',
  mutuo_acuerdo: 'Mutuo acuerdo',
} as const satisfies Record<UnlinkReason, string>;

/** Desvinculación: ends a person's work at a complejo (personnel → desvinculado, contract → finalizado). */
export const unlinkSchema = z.object({
  id: z.number().int(),
  buildingId: z.number().int(),
  personnelId: z.number().int(),
  personnel: z.string(),
  contractId: z.number().int().nullable(),
  date: z.string(),
  reason: z.enum(unlinkReasons),
  notes: z.string(),
});

export const unlinkCreateSchema = body({
  buildingId: idOf('el complejo'),
  personnelId: idOf('la persona'),
  contractId: idOf('el contrato').nullable().default(null),
  date: isoDateOf('Seleccione la fecha de la desvinculación.'),
  reason: z.enum(unlinkReasons, { error: 'Seleccione el motivo de la desvinculación.' }),
  notes: optionalText(2000, { multiline: true }),
});

export type Unlink = z.infer<typeof unlinkSchema>;
export type UnlinkCreate = z.input<typeof unlinkCreateSchema>;
