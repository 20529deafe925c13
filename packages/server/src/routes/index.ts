import type { FastifyInstance } from 'fastify';
import { apartmentRoutes } from '../modules/complejo/apartments.routes';
import { authRoutes } from '../modules/public/routes';
import { buildingRoutes } from '../modules/master/buildings.routes';
import { commonAreaRoutes } from '../modules/complejo/common-areas.routes';
import { companyRoutes } from '../modules/master/companies.routes';
import { employeeRoutes } from '../modules/configuration/employees.routes';
import { generalRoutes } from '../modules/reference/routes';
import { residentRoutes } from '../modules/complejo/residents.routes';
import { roleRoutes } from '../modules/configuration/roles.routes';
import { pantryRoutes, parkingRoutes } from '../modules/complejo/spaces.routes';
import { towerRoutes } from '../modules/master/towers.routes';
import { userRoutes } from '../modules/master/users.routes';

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
