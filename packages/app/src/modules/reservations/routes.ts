import { codeModule, contract } from '@horizontal/domain';
import { lazyScreen } from '../../routes/lazy-screen';
import { type AppModule, entityRoutes } from '../module';

const ReservesListPage = lazyScreen(() => import('./pages/ReservesListPage'));
const ReserveFormPage = lazyScreen(() => import('./pages/ReserveFormPage'));
const MaintenancesListPage = lazyScreen(() => import('./pages/MaintenancesListPage'));
const MaintenanceFormPage = lazyScreen(() => import('./pages/MaintenanceFormPage'));
const ReservationsTile = lazyScreen(() => import('./ReservationsTile'));

/**
 * Reservas (in the Complejo's submenu, with the badge of notification type 1) and Mantenimientos (in Portería's),
 * SPEC §2. Their modules' own pages (/complejo, /porteria) belong to the complex and front-desk modules.
 */
export const reservationsModule: AppModule = {
  name: 'reservations',
  needsBuilding: true,
  tile: {
    call: contract.reserves.summary,
    Tile: ReservationsTile,
    loadPrefetch: () => import('./queries').then(({ prefetchSummary }) => prefetchSummary),
  },
  routes: [
    ...entityRoutes('/reservas', { list: ReservesListPage, form: ReserveFormPage }, [
      {
        menu: '/complejo',
        label: 'Reservas',
        order: 6,
        notificationTypeId: codeModule('reservations')?.notificationTypeId,
      },
    ]),
    ...entityRoutes('/mantenimientos', { list: MaintenancesListPage, form: MaintenanceFormPage }, [
      { menu: '/porteria', label: 'Mantenimientos', order: 4 },
    ]),
  ],
};
