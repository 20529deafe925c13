import { z } from 'zod';
import { body, idOf, requiredText } from './fields';

export const towerSchema = z.object({
  id: z.number().int(),
  buildingId: z.number().int(),
  name: z.string(),
  floors: z.number().int(),
});

/** The most floors a tower may have: the highest floor an apartment may be on. */
export const TOWER_FLOORS_MAX = 200;

/**
 * How many floors a tower has. Asked of whoever adds it, never assumed: a default here once created every tower
 * with «1 piso» (issue #30). A tower has at least one.
 */
export const towerFloorsSchema = z
  .number({ error: 'Ingrese la cantidad de pisos.' })
  .int('La cantidad de pisos debe ser un número entero.')
  .min(1, 'La torre debe tener al menos un piso.')
  .max(TOWER_FLOORS_MAX, `Una torre admite hasta ${TOWER_FLOORS_MAX} pisos.`);

const towerFields = {
  name: requiredText('Ingrese el nombre de la torre.', 80),
  floors: towerFloorsSchema,
};

export const towerCreateSchema = body({ buildingId: idOf('el complejo'), ...towerFields });
export const towerUpdateSchema = body({ id: idOf('la torre'), ...towerFields });

export type Tower = z.infer<typeof towerSchema>;
export type TowerCreate = z.input<typeof towerCreateSchema>;
export type TowerUpdate = z.input<typeof towerUpdateSchema>;
