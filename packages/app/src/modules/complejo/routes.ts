import { NOTIFICATION_TYPE_ID } from '@horizontal/domain';
import { ModuleScreen } from '../../pages/module-screen';
import { lazyScreen } from '../../routes/lazy-screen';
import type { AppModule } from '../module';

const ApartmentsListPage = lazyScreen(() => import('./pages/ApartmentsListPage'));
const ApartmentFormPage = lazyScreen(() => import('./pages/ApartmentFormPage'));
const PantriesListPage = lazyScreen(() => import('./pages/PantriesListPage'));
const PantryFormPage = lazyScreen(() => import('./pages/PantryFormPage'));
const ParkingsListPage = lazyScreen(() => import('./pages/ParkingsListPage'));
const ParkingFormPage = lazyScreen(() => import('./pages/ParkingFormPage'));
const ResidentsListPage = lazyScreen(() => import('./pages/ResidentsListPage'));
const ResidentFormPage = lazyScreen(() => import('./pages/ResidentFormPage'));
const ResidentApartmentsPage = lazyScreen(() => import('./pages/ResidentApartmentsPage'));
const CommonAreasListPage = lazyScreen(() => import('./pages/CommonAreasListPage'));
const CommonAreaFormPage = lazyScreen(() => import('./pages/CommonAreaFormPage'));

const submenu = (label: string, order: number) => [{ menu: '/complejo' as const, label, order }];

/** The complejo an administrator works on: its units, spaces, residents and common areas. */
export const complejoModule: AppModule = {
  name: 'complejo',
  needsBuilding: true,
  routes: [
    {
      path: '/complejo',
      guard: 'module',
      screen: ModuleScreen,
      menus: [{ menu: 'modules', label: 'Complejo', order: 3, notificationTypeId: NOTIFICATION_TYPE_ID.building }],
    },
    {
      path: '/apartamentos/listado',
      guard: 'functionality',
      screen: ApartmentsListPage,
      menus: submenu('Apartamentos', 1),
    },
    { path: '/apartamentos/nuevo', guard: 'functionality', screen: ApartmentFormPage },
    { path: '/apartamentos/modificar', guard: 'functionality', screen: ApartmentFormPage },
    { path: '/despensas/listado', guard: 'functionality', screen: PantriesListPage, menus: submenu('Despensas', 2) },
    { path: '/despensas/nuevo', guard: 'functionality', screen: PantryFormPage },
    { path: '/despensas/modificar', guard: 'functionality', screen: PantryFormPage },
    {
      path: '/estacionamientos/listado',
      guard: 'functionality',
      screen: ParkingsListPage,
      menus: submenu('Estacionamientos', 3),
    },
    { path: '/estacionamientos/nuevo', guard: 'functionality', screen: ParkingFormPage },
    { path: '/estacionamientos/modificar', guard: 'functionality', screen: ParkingFormPage },
    { path: '/residentes/listado', guard: 'functionality', screen: ResidentsListPage, menus: submenu('Residentes', 4) },
    { path: '/residentes/nuevo', guard: 'functionality', screen: ResidentFormPage },
    { path: '/residentes/modificar', guard: 'functionality', screen: ResidentFormPage },
    { path: '/residentes/apartamentos/asociar', guard: 'functionality', screen: ResidentApartmentsPage },
    {
      path: '/areascomunes/listado',
      guard: 'functionality',
      screen: CommonAreasListPage,
      menus: submenu('Áreas comunes', 5),
    },
    { path: '/areascomunes/nuevo', guard: 'functionality', screen: CommonAreaFormPage },
    { path: '/areascomunes/modificar', guard: 'functionality', screen: CommonAreaFormPage },
  ],
};
