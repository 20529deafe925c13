import { contract } from '@horizontal/domain';
import { lazyScreen } from '../../routes/lazy-screen';
import type { AppModule } from '../module';

const YearAccountPage = lazyScreen(() => import('./pages/YearAccountPage'));
const YearAccountTile = lazyScreen(() => import('./YearAccountTile'));

/**
 * The documents of gastos comunes over the ledger's figures; of its screens, Contabilidad (the first entry of the
 * module menu, which SPEC §2 names without a submenu): the year's account of the complejo.
 */
export const commonExpenseDocumentsModule: AppModule = {
  name: 'common-expense-documents',
  needsBuilding: true,
  tile: {
    call: contract.commonExpenseDocuments.yearAccount,
    Tile: YearAccountTile,
    loadPrefetch: () => import('./queries').then(({ prefetchYearAccount }) => prefetchYearAccount),
  },
  routes: [
    {
      path: '/contabilidad',
      guard: 'module',
      screen: YearAccountPage,
      menus: [{ menu: 'modules', label: 'Contabilidad', order: 1 }],
    },
  ],
};
