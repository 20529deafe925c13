import { codeModule, contract } from '@horizontal/domain';
import { ModuleScreen } from '../../pages/module-screen';
import { lazyScreen } from '../../routes/lazy-screen';
import { type AppModule, entityRoutes, type MenuPlacement } from '../module';

const AssembliesListPage = lazyScreen(() => import('./pages/AssembliesListPage'));
const AssemblyFormPage = lazyScreen(() => import('./pages/AssemblyFormPage'));
const AssemblyPage = lazyScreen(() => import('./pages/AssemblyPage'));
const VotingsListPage = lazyScreen(() => import('./pages/VotingsListPage'));
const VotingFormPage = lazyScreen(() => import('./pages/VotingFormPage'));
const VotingPage = lazyScreen(() => import('./pages/VotingPage'));
const NoticesListPage = lazyScreen(() => import('./pages/NoticesListPage'));
const NoticeFormPage = lazyScreen(() => import('./pages/NoticeFormPage'));
const DocumentsListPage = lazyScreen(() => import('./pages/DocumentsListPage'));
const AssembliesTile = lazyScreen(() => import('./AssembliesTile'));

/** New assemblies and votings notify with type 6 (SPEC §2, §4): the module's menu entry and Asambleas carry it. */
const notificationTypeId = codeModule('assemblies')?.notificationTypeId;

const submenu = (label: string, order: number, badge?: MenuPlacement['notificationTypeId']): MenuPlacement[] => [
  { menu: '/asambleas', label, order, notificationTypeId: badge },
];

/**
 * Asambleas (SPEC §2): asambleas, votaciones and noticias (listado, nuevo, and the ficha), an assembly's page of
 * resolutions and attendance (/asambleas/resoluciones/asociar), a voting's page of options and votes
 * (/votaciones/detalle/asociar), and the documents by category (/documentos/listado). There is no update call for
 * assemblies, votings or notices (SPEC §7): …/modificar is the record's ficha, opened read-only.
 */
export const assembliesModule: AppModule = {
  name: 'assemblies',
  needsBuilding: true,
  tile: {
    call: contract.assemblies.summary,
    Tile: AssembliesTile,
    loadPrefetch: () => import('./queries').then(({ prefetchSummary }) => prefetchSummary),
  },
  routes: [
    {
      path: '/asambleas',
      guard: 'module',
      screen: ModuleScreen,
      menus: [{ menu: 'modules', label: 'Asambleas', order: 5, notificationTypeId }],
    },
    // SPEC §2 names the other sections themselves: each opens on its list.
    { path: '/votaciones', guard: 'signed-in', redirect: '/votaciones/listado' },
    { path: '/noticias', guard: 'signed-in', redirect: '/noticias/listado' },
    { path: '/documentos', guard: 'signed-in', redirect: '/documentos/listado' },
    ...entityRoutes(
      '/asambleas',
      { list: AssembliesListPage, form: AssemblyFormPage },
      submenu('Asambleas', 1, notificationTypeId),
    ),
    { path: '/asambleas/resoluciones/asociar', guard: 'functionality', screen: AssemblyPage },
    ...entityRoutes('/votaciones', { list: VotingsListPage, form: VotingFormPage }, submenu('Votaciones', 2)),
    { path: '/votaciones/detalle/asociar', guard: 'functionality', screen: VotingPage },
    ...entityRoutes('/noticias', { list: NoticesListPage, form: NoticeFormPage }, submenu('Noticias', 3)),
    {
      path: '/documentos/listado',
      guard: 'functionality',
      screen: DocumentsListPage,
      menus: submenu('Documentos', 4),
    },
  ],
};
