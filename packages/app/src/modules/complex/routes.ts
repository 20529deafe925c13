import { codeModule, contract } from '@horizontal/domain';
import { ModuleScreen } from '../../pages/module-screen';
import { lazyScreen } from '../../routes/lazy-screen';
import { type AppModule, entityRoutes } from '../module';

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
const ComplexTile = lazyScreen(() => import('./ComplexTile'));

const submenu = (label: string, order: number) => [{ menu: '/complejo' as const, label, order }];

/** The complejo an administrator works on: its units, spaces, residents and common areas. */
export const complexModule: AppModule = {
  name: 'complex',
  needsBuilding: true,
  tile: {
    call: contract.apartments.summary,
    Tile: ComplexTile,
    loadPrefetch: () => import('./queries').then(({ prefetchSummary }) => prefetchSummary),
  },
  routes: [
    {
      path: '/complejo',
      guard: 'module',
      screen: ModuleScreen,
      menus: [
        {
          menu: 'modules',
          label: 'Complejo',
          order: 3,
          notificationTypeId: codeModule('complex')?.notificationTypeId,
        },
      ],
    },
    ...entityRoutes('/apartamentos', { list: ApartmentsListPage, form: ApartmentFormPage }, submenu('Apartamentos', 1)),
    ...entityRoutes('/despensas', { list: PantriesListPage, form: PantryFormPage }, submenu('Despensas', 2)),
    ...entityRoutes(
      '/estacionamientos',
      { list: ParkingsListPage, form: ParkingFormPage },
      submenu('Estacionamientos', 3),
    ),
    ...entityRoutes('/residentes', { list: ResidentsListPage, form: ResidentFormPage }, submenu('Residentes', 4)),
    { path: '/residentes/apartamentos/asociar', guard: 'functionality', screen: ResidentApartmentsPage },
    ...entityRoutes(
      '/areascomunes',
      { list: CommonAreasListPage, form: CommonAreaFormPage },
      submenu('Áreas comunes', 5),
    ),
  ],
};
