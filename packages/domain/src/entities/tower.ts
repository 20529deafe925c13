import { z } from 'zod';
import { body, countOf, idOf, requiredText } from './fields';

export const towerSchema = z.object({
  id: z.number().int(),
  buildingId: z.number().int(),
  name: z.string(),
  floors: z.number().int(),
});

const towerFields = {
  name: requiredText('Ingrese el nombre de la torre.', 80),
  floors: countOf('la cantidad de pisos', 200).default(1),
};

export const towerCreateSchema = body({ buildingId: idOf('el complejo'), ...towerFields });
export const towerUpdateSchema = body({ id: idOf('la torre'), ...towerFields });

export type Tower = z.infer<typeof towerSchema>;
export type TowerCreate = z.input<typeof towerCreateSchema>;
export type TowerUpdate = z.input<typeof towerUpdateSchema>;
