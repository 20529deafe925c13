import { lazyScreen } from '../../routes/lazy-screen';
import type { AppModule } from '../module';

const YearAccountPage = lazyScreen(() => import('./pages/YearAccountPage'));

/**
 * The documents of gastos comunes over the ledger's figures; of its screens, Contabilidad (the first entry of the
 * module menu, which SPEC §2 names without a submenu): the year's account of the complejo.
 */
export const commonExpenseDocumentsModule: AppModule = {
  name: 'common-expense-documents',
  needsBuilding: true,
  routes: [
    {
      path: '/contabilidad',
      guard: 'module',
      screen: YearAccountPage,
      menus: [{ menu: 'modules', label: 'Contabilidad', order: 1 }],
    },
  ],
};
