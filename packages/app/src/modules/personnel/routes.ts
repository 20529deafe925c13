import { codeModule, contract } from '@horizontal/domain';
import { ModuleScreen } from '../../pages/module-screen';
import { lazyScreen } from '../../routes/lazy-screen';
import { type AppModule, entityRoutes, type MenuPlacement } from '../module';
import { contractsPath, licensesPath, licenseTypesPath, staffPath, timeRecordsPath, unlinksPath } from './pages/paths';

const PersonnelListPage = lazyScreen(() => import('./pages/PersonnelListPage'));
const PersonnelFormPage = lazyScreen(() => import('./pages/PersonnelFormPage'));
const TimeRecordsPage = lazyScreen(() => import('./pages/TimeRecordsPage'));
const LicenseTypesPage = lazyScreen(() => import('./pages/LicenseTypesPage'));
const ContractsListPage = lazyScreen(() => import('./pages/ContractsListPage'));
const ContractFormPage = lazyScreen(() => import('./pages/ContractFormPage'));
const UnlinksListPage = lazyScreen(() => import('./pages/UnlinksListPage'));
const UnlinkFormPage = lazyScreen(() => import('./pages/UnlinkFormPage'));
const LicensesListPage = lazyScreen(() => import('./pages/LicensesListPage'));
const LicenseFormPage = lazyScreen(() => import('./pages/LicenseFormPage'));
const PersonnelTile = lazyScreen(() => import('./PersonnelTile'));

/** A leave request notifies with type 8 (SPEC §2, §4): the module's menu entry and Licencias carry it. */
const notificationTypeId = codeModule('personnel')?.notificationTypeId;

const submenu = (label: string, order: number, badge?: MenuPlacement['notificationTypeId']): MenuPlacement[] => [
  { menu: '/personal', label, order, notificationTypeId: badge },
];

/**
 * Personal (SPEC §2): the staff (listado, nuevo, modificar), Horario (the clock-ins, and the license types at
 * /horario/licencias/listado, reached from it), contratos, desvinculaciones and licencias (listado, nuevo, and the
 * ficha at …/modificar?modo=detalle: those have no update call, SPEC §7).
 */
export const personnelModule: AppModule = {
  name: 'personnel',
  needsBuilding: true,
  tile: {
    // No summary call: the licenses' answer gives the pending requests, and whoever may read that list may ask.
    call: contract.licenses.findAll,
    Tile: PersonnelTile,
    loadPrefetch: () => import('./queries').then(({ prefetchLicenses }) => prefetchLicenses),
  },
  routes: [
    {
      path: staffPath,
      guard: 'module',
      screen: ModuleScreen,
      menus: [{ menu: 'modules', label: 'Personal', order: 7, notificationTypeId }],
    },
    // SPEC §2 names the other sections themselves: each opens on its list.
    { path: '/horario', guard: 'signed-in', redirect: timeRecordsPath },
    { path: contractsPath, guard: 'signed-in', redirect: `${contractsPath}/listado` },
    { path: unlinksPath, guard: 'signed-in', redirect: `${unlinksPath}/listado` },
    { path: licensesPath, guard: 'signed-in', redirect: `${licensesPath}/listado` },
    ...entityRoutes(staffPath, { list: PersonnelListPage, form: PersonnelFormPage }, submenu('Personal', 1)),
    { path: timeRecordsPath, guard: 'functionality', screen: TimeRecordsPage, menus: submenu('Horario', 2) },
    { path: licenseTypesPath, guard: 'functionality', screen: LicenseTypesPage },
    ...entityRoutes(contractsPath, { list: ContractsListPage, form: ContractFormPage }, submenu('Contratos', 3)),
    ...entityRoutes(unlinksPath, { list: UnlinksListPage, form: UnlinkFormPage }, submenu('Desvinculaciones', 4)),
    ...entityRoutes(
      licensesPath,
      { list: LicensesListPage, form: LicenseFormPage },
      submenu('Licencias', 5, notificationTypeId),
    ),
  ],
};
