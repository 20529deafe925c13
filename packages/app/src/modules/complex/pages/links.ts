import type { Resident } from '@horizontal/domain';

export type ResidentName = Pick<Resident, 'id' | 'name' | 'lastName'>;

/** How the listado and the resident's screen open this page: with the resident, so it needs no list to name them. */
export const residentApartmentsLink = (resident: ResidentName) =>
  [`/residentes/apartamentos/asociar?id=${resident.id}`, { state: { resident } }] as const;
