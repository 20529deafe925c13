import { lazyScreen } from '../../routes/lazy-screen';
import { type AppModule, entityRoutes } from '../module';

const ProfilesListPage = lazyScreen(() => import('./pages/ProfilesListPage'));
const ProfileFormPage = lazyScreen(() => import('./pages/ProfileFormPage'));
const EmployeesListPage = lazyScreen(() => import('./pages/EmployeesListPage'));
const EmployeeFormPage = lazyScreen(() => import('./pages/EmployeeFormPage'));

/** Perfiles and empleados span the whole administradora: no complejo needs to be chosen. */
export const configurationModule: AppModule = {
  name: 'configuration',
  needsBuilding: false,
  routes: [
    ...entityRoutes('/perfiles', { list: ProfilesListPage, form: ProfileFormPage }, [
      { menu: 'configuration', label: 'Perfiles', order: 1 },
    ]),
    ...entityRoutes('/empleados', { list: EmployeesListPage, form: EmployeeFormPage }, [
      { menu: 'configuration', label: 'Empleados', order: 2 },
    ]),
  ],
};
