import { codeModule, contract, type NotificationTypeId } from '@horizontal/domain';
import { ModuleScreen } from '../../pages/module-screen';
import { lazyScreen } from '../../routes/lazy-screen';
import type { AppModule } from '../module';

const CommonExpensesListPage = lazyScreen(() => import('./pages/CommonExpensesListPage'));
const CommonExpenseDetailPage = lazyScreen(() => import('./pages/CommonExpenseDetailPage'));
const ClosuresListPage = lazyScreen(() => import('./pages/ClosuresListPage'));
const ClosureNewPage = lazyScreen(() => import('./pages/ClosureNewPage'));
const MonthlyTotalsPage = lazyScreen(() => import('./pages/MonthlyTotalsPage'));
const DebtPage = lazyScreen(() => import('./pages/DebtPage'));
const CommonExpensesTile = lazyScreen(() => import('./CommonExpensesTile'));

const submenu = (label: string, order: number, notificationTypeId?: NotificationTypeId) => [
  {
    menu: '/gastos-comunes' as const,
    label,
    order,
    ...(notificationTypeId === undefined ? {} : { notificationTypeId }),
  },
];

/**
 * Gastos comunes (SPEC §2): the months of a complejo, their statements, movements and payments, the closures, and
 * the two submenu entries the spec names without a route, Totales Mensuales and Deuda (whose certificate is the
 * same page with `?certificado=`).
 */
export const commonExpensesModule: AppModule = {
  name: 'common-expenses',
  needsBuilding: true,
  tile: {
    call: contract.commonExpenses.summary,
    Tile: CommonExpensesTile,
    loadPrefetch: () => import('./queries').then(({ prefetchSummary }) => prefetchSummary),
  },
  routes: [
    {
      path: '/gastos-comunes',
      guard: 'module',
      screen: ModuleScreen,
      menus: [
        {
          menu: 'modules',
          label: 'Gastos Comunes',
          order: 2,
          notificationTypeId: codeModule('common-expenses')?.notificationTypeId,
        },
      ],
    },
    { path: '/cierres/listado', guard: 'functionality', screen: ClosuresListPage, menus: submenu('Cierres', 1) },
    { path: '/cierres/nuevo', guard: 'functionality', screen: ClosureNewPage, title: 'Nuevo cierre' },
    {
      path: '/gastoscomunes/totales',
      guard: 'functionality',
      screen: MonthlyTotalsPage,
      menus: submenu('Totales Mensuales', 2),
    },
    {
      path: '/gastoscomunes/listado',
      guard: 'functionality',
      screen: CommonExpensesListPage,
      menus: submenu('Gastos comunes', 3, codeModule('common-expenses')?.notificationTypeId),
    },
    {
      path: '/gastoscomunes/detalle',
      guard: 'functionality',
      screen: CommonExpenseDetailPage,
      title: 'Detalle del período',
    },
    { path: '/gastoscomunes/deuda', guard: 'functionality', screen: DebtPage, menus: submenu('Deuda', 4) },
  ],
};
