import { lazyScreen } from '../../routes/lazy-screen';
import type { AppModule } from '../module';

const ProfilesListPage = lazyScreen(() => import('./pages/ProfilesListPage'));
const ProfileFormPage = lazyScreen(() => import('./pages/ProfileFormPage'));
const EmployeesListPage = lazyScreen(() => import('./pages/EmployeesListPage'));
const EmployeeFormPage = lazyScreen(() => import('./pages/EmployeeFormPage'));

/** Perfiles and empleados span the whole administradora: no complejo needs to be chosen. */
export const configurationModule: AppModule = {
  name: 'configuration',
  needsBuilding: false,
  routes: [
    {
      path: '/perfiles/listado',
      guard: 'functionality',
      screen: ProfilesListPage,
      menus: [{ menu: 'configuration', label: 'Perfiles', order: 1 }],
    },
    { path: '/perfiles/nuevo', guard: 'functionality', screen: ProfileFormPage },
    { path: '/perfiles/modificar', guard: 'functionality', screen: ProfileFormPage },
    {
      path: '/empleados/listado',
      guard: 'functionality',
      screen: EmployeesListPage,
      menus: [{ menu: 'configuration', label: 'Empleados', order: 2 }],
    },
    { path: '/empleados/nuevo', guard: 'functionality', screen: EmployeeFormPage },
    { path: '/empleados/modificar', guard: 'functionality', screen: EmployeeFormPage },
  ],
};
