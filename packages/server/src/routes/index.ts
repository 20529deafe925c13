import type { FastifyInstance } from 'fastify';
import { apartmentRoutes } from './apartments';
import { authRoutes } from './auth';
import { buildingRoutes } from './buildings';
import { commonAreaRoutes } from './common-areas';
import { companyRoutes } from './companies';
import { employeeRoutes } from './employees';
import { generalRoutes } from './general';
import { residentRoutes } from './residents';
import { roleRoutes } from './roles';
import { pantryRoutes, parkingRoutes } from './spaces';
import { towerRoutes } from './towers';
import { userRoutes } from './users';

/** Every call of the contract, each group in its own file. */
export const apiRoutes = async (api: FastifyInstance) => {
  await api.register(authRoutes);
  await api.register(generalRoutes);
  await api.register(companyRoutes);
  await api.register(buildingRoutes);
  await api.register(towerRoutes);
  await api.register(userRoutes);
  await api.register(apartmentRoutes);
  await api.register(residentRoutes);
  await api.register(roleRoutes);
  await api.register(employeeRoutes);
  await api.register(pantryRoutes);
  await api.register(parkingRoutes);
  await api.register(commonAreaRoutes);
};
