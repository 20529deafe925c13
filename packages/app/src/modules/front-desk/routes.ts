import { codeModule, contract } from '@horizontal/domain';
import { ModuleScreen } from '../../pages/module-screen';
import { lazyScreen } from '../../routes/lazy-screen';
import { type AppModule, entityRoutes } from '../module';

const ShipmentsListPage = lazyScreen(() => import('./pages/ShipmentsListPage'));
const ShipmentFormPage = lazyScreen(() => import('./pages/ShipmentFormPage'));
const VisitsListPage = lazyScreen(() => import('./pages/VisitsListPage'));
const VisitFormPage = lazyScreen(() => import('./pages/VisitFormPage'));
const ReportsListPage = lazyScreen(() => import('./pages/ReportsListPage'));
const ReportFormPage = lazyScreen(() => import('./pages/ReportFormPage'));
const FrontDeskTile = lazyScreen(() => import('./FrontDeskTile'));

/** Portería's submenu; it has no notification type (SPEC §2: others none), so no badge. */
const submenu = (label: string, order: number) => [{ menu: '/porteria' as const, label, order }];

/**
 * Portería (SPEC §2): encomiendas, visitas and reportes, listado and nuevo. The spec has no update call for them
 * (SPEC §7): …/modificar is only the record's ficha, opened read-only from the list's «Ver» (`&modo=detalle`),
 * which any screen of the entity grants (navigation/menus.ts, `details`); a parcel, a visit or a report changes
 * only its status, from the list. Mantenimientos, fourth in the submenu, belongs to the reservations module.
 */
export const frontDeskModule: AppModule = {
  name: 'front-desk',
  needsBuilding: true,
  tile: {
    call: contract.shipments.summary,
    Tile: FrontDeskTile,
    loadPrefetch: () => import('./queries').then(({ prefetchSummary }) => prefetchSummary),
  },
  routes: [
    {
      path: '/porteria',
      guard: 'module',
      screen: ModuleScreen,
      menus: [
        {
          menu: 'modules',
          label: 'Portería',
          order: 4,
          notificationTypeId: codeModule('front-desk')?.notificationTypeId,
        },
      ],
    },
    // SPEC §2 names the sections themselves («/encomiendas, /visitas, /reportes: listado and nuevo»): each opens on
    // its list, as the master's do.
    { path: '/encomiendas', guard: 'signed-in', redirect: '/encomiendas/listado' },
    { path: '/visitas', guard: 'signed-in', redirect: '/visitas/listado' },
    { path: '/reportes', guard: 'signed-in', redirect: '/reportes/listado' },
    ...entityRoutes('/encomiendas', { list: ShipmentsListPage, form: ShipmentFormPage }, submenu('Encomiendas', 1)),
    ...entityRoutes('/visitas', { list: VisitsListPage, form: VisitFormPage }, submenu('Visitas', 2)),
    ...entityRoutes('/reportes', { list: ReportsListPage, form: ReportFormPage }, submenu('Reportes', 3)),
  ],
};
