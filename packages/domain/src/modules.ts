import { NOTIFICATION_TYPE_ID, type NotificationTypeId } from './constants';
import type { ContractGroup } from './contract';

/**
 * What a code module is, written once: a folder of the same name in each layer that has one (server
 * `src/modules/<name>`, screens `src/<name>`, app `src/modules/<name>`), the contract groups whose calls it serves,
 * the spec's permission modules those calls ask for, the first segments of its routes (SPEC §2), the notification
 * type of its menu badge and the Spanish title its stories go under (`Pantallas/<title>/…`, `Flujos/<title>/…`).
 *
 * The registries of every layer are checked against this table: the server mounts every call of a built module's
 * groups, the app has a route table for each built module with a page and every spec route of its sections, the
 * menu catalog offers the entries of the modules not built yet, and the stories of `screens/src/<name>` carry the
 * module's title. Building a module is turning `built` on here and writing its folders.
 */
export type CodeModule = {
  /** In English, as every code name: the folder in each layer. */
  name: string;
  /** In Spanish, as users read it: where its stories go. */
  title: string;
  built: boolean;
  /**
   * The server mounts its calls before its screens and pages land (a module built layer by layer over sessions):
   * the permission matrix, the fuzzer and the refusal parity test cover them from that day. `built` implies it.
   * A list names the groups served so far, when the module's calls land a group at a time.
   */
  served?: true | readonly ContractGroup[];
  /** Whether the module has screens and pages (the server-only ones have neither). */
  screens: boolean;
  groups: readonly ContractGroup[];
  /** The `module` its calls carry (SPEC §6): one of the spec's module routes; none for public or master calls. */
  permissionModules: readonly `/${string}`[];
  /** The first segment of each route it owns: `despensas` for /despensas/listado; '' is the landing page. */
  sections: readonly string[];
  notificationTypeId: NotificationTypeId;
};

const none = NOTIFICATION_TYPE_ID.none;

export const codeModules = [
  {
    name: 'public',
    title: 'Públicas',
    built: true,
    screens: true,
    groups: ['auth'],
    permissionModules: [],
    sections: ['', 'login', 'access', 'forgot', 'validate', 'policy', 'terms'],
    notificationTypeId: none,
  },
  {
    name: 'account',
    title: 'Cuenta',
    built: true,
    screens: true,
    groups: [],
    permissionModules: [],
    sections: ['home', 'account', 'change'],
    notificationTypeId: none,
  },
  {
    name: 'master',
    title: 'Maestro',
    built: true,
    screens: true,
    groups: ['companies', 'buildings', 'towers', 'users'],
    permissionModules: ['/complejo'],
    sections: ['administradoras', 'complejos', 'usuarios'],
    notificationTypeId: none,
  },
  {
    name: 'configuration',
    title: 'Configuración',
    built: true,
    screens: true,
    groups: ['roles', 'employees'],
    permissionModules: ['/complejo'],
    sections: ['perfiles', 'empleados'],
    notificationTypeId: none,
  },
  {
    name: 'complex',
    title: 'Complejo',
    built: true,
    screens: true,
    groups: ['residents', 'apartments', 'pantries', 'parkings', 'commonAreas'],
    permissionModules: ['/complejo'],
    sections: ['complejo', 'apartamentos', 'despensas', 'estacionamientos', 'residentes', 'areascomunes'],
    notificationTypeId: NOTIFICATION_TYPE_ID.building,
  },
  {
    name: 'reference',
    title: 'Referencia',
    built: true,
    screens: false,
    groups: ['general', 'history'],
    permissionModules: [],
    sections: [],
    notificationTypeId: none,
  },
  {
    name: 'reservations',
    title: 'Reservas',
    built: true,
    screens: true,
    groups: ['reserves', 'maintenances'],
    permissionModules: ['/complejo', '/porteria'],
    sections: ['reservas', 'mantenimientos'],
    notificationTypeId: NOTIFICATION_TYPE_ID.building,
  },
  {
    name: 'common-expenses',
    title: 'Gastos comunes',
    built: true,
    screens: true,
    groups: ['commonExpenses'],
    permissionModules: ['/gastos-comunes'],
    sections: ['gastos-comunes', 'gastoscomunes', 'cierres'],
    notificationTypeId: NOTIFICATION_TYPE_ID.payment,
  },
  {
    // The statements as PDF files, their e-mails, the spreadsheets and the year's account (Contabilidad): built on
    // the ledger's frozen figures.
    name: 'common-expense-documents',
    title: 'Documentos de gastos comunes',
    built: true,
    screens: true,
    groups: ['commonExpenseDocuments', 'templates'],
    permissionModules: ['/gastos-comunes', '/contabilidad'],
    sections: ['contabilidad'],
    notificationTypeId: none,
  },
  {
    name: 'front-desk',
    title: 'Portería',
    built: true,
    screens: true,
    groups: ['shipments', 'visits', 'reports'],
    permissionModules: ['/porteria'],
    sections: ['porteria', 'encomiendas', 'visitas', 'reportes'],
    notificationTypeId: none,
  },
  {
    name: 'messaging',
    title: 'Mensajería',
    built: true,
    screens: true,
    groups: ['messages', 'notifications'],
    permissionModules: ['/mensajes'],
    sections: ['mensajes'],
    notificationTypeId: NOTIFICATION_TYPE_ID.message,
  },
  {
    name: 'assemblies',
    title: 'Asambleas',
    built: true,
    screens: true,
    groups: ['assemblies', 'votings', 'notices', 'documents'],
    permissionModules: ['/asambleas'],
    sections: ['asambleas', 'votaciones', 'noticias', 'documentos'],
    notificationTypeId: NOTIFICATION_TYPE_ID.assembly,
  },
  {
    name: 'personnel',
    title: 'Personal',
    built: true,
    screens: true,
    groups: ['personnel', 'contracts', 'unlinks', 'licenses'],
    permissionModules: ['/personal'],
    sections: ['personal', 'horario', 'contratos', 'desvinculaciones', 'licencias'],
    notificationTypeId: NOTIFICATION_TYPE_ID.license,
  },
] as const satisfies readonly CodeModule[];

export type ModuleName = (typeof codeModules)[number]['name'];

export const builtModules: readonly CodeModule[] = codeModules.filter((module) => module.built);

/** The module of a name; undefined for a name no module has. */
export const codeModule = (name: string): CodeModule | undefined => codeModules.find((module) => module.name === name);

/** The module that owns a route: the one whose sections hold its first segment ('/despensas/listado' → complex). */
export const moduleOfRoute = (path: string): CodeModule | undefined =>
  codeModules.find((module) => (module.sections as readonly string[]).includes(path.split('/')[1] ?? ''));

/** The contract groups of the built and served modules: the server mounts every one of their calls. */
export const servedGroups: readonly ContractGroup[] = codeModules.flatMap((module: CodeModule) =>
  module.built || module.served === true ? module.groups : (module.served ?? []),
);
