import { NOTIFICATION_TYPE_ID, type NotificationTypeId } from '@horizontal/domain';

export type MenuLeaf = {
  label: string;
  /** The screen's route; absent for entries the spec names without a route (shown disabled). */
  path?: string;
  notificationTypeId: NotificationTypeId;
};

export type ModuleEntry = {
  label: string;
  /** The module's route, matched against the user's modules (SPEC §2). */
  path: string;
  notificationTypeId: NotificationTypeId;
  submenu: MenuLeaf[];
};

const none = NOTIFICATION_TYPE_ID.none;

const leaf = (label: string, path: string | undefined, notificationTypeId: NotificationTypeId = none): MenuLeaf => ({
  label,
  path,
  notificationTypeId,
});

/** The administrator's module menu and submenus, exactly as SPEC §2 lists them. */
export const moduleCatalog: ModuleEntry[] = [
  { label: 'Contabilidad', path: '/contabilidad', notificationTypeId: none, submenu: [] },
  {
    label: 'Gastos Comunes',
    path: '/gastos-comunes',
    notificationTypeId: NOTIFICATION_TYPE_ID.payment,
    submenu: [
      leaf('Cierres', '/cierres/listado'),
      leaf('Totales Mensuales', undefined),
      leaf('Gastos comunes', '/gastoscomunes/listado', NOTIFICATION_TYPE_ID.payment),
      leaf('Deuda', undefined),
    ],
  },
  {
    label: 'Complejo',
    path: '/complejo',
    notificationTypeId: NOTIFICATION_TYPE_ID.building,
    submenu: [
      leaf('Apartamentos', '/apartamentos/listado'),
      leaf('Despensas', '/despensas/listado'),
      leaf('Estacionamientos', '/estacionamientos/listado'),
      leaf('Residentes', '/residentes/listado'),
      leaf('Áreas comunes', '/areascomunes/listado'),
      leaf('Reservas', '/reservas/listado', NOTIFICATION_TYPE_ID.building),
    ],
  },
  {
    label: 'Portería',
    path: '/porteria',
    notificationTypeId: none,
    submenu: [
      leaf('Encomiendas', '/encomiendas/listado'),
      leaf('Visitas', '/visitas/listado'),
      leaf('Reportes', '/reportes/listado'),
      leaf('Mantenimientos', '/mantenimientos/listado'),
    ],
  },
  {
    label: 'Asambleas',
    path: '/asambleas',
    notificationTypeId: NOTIFICATION_TYPE_ID.assembly,
    submenu: [
      leaf('Asambleas', '/asambleas/listado', NOTIFICATION_TYPE_ID.assembly),
      leaf('Votaciones', '/votaciones/listado'),
      leaf('Noticias', '/noticias/listado'),
      leaf('Documentos', '/documentos/listado'),
    ],
  },
  {
    label: 'Mensajería',
    path: '/mensajes',
    notificationTypeId: NOTIFICATION_TYPE_ID.message,
    submenu: [leaf('Mensajes', '/mensajes/listado', NOTIFICATION_TYPE_ID.message)],
  },
  {
    label: 'Personal',
    path: '/personal',
    notificationTypeId: NOTIFICATION_TYPE_ID.license,
    submenu: [
      leaf('Personal', '/personal/listado'),
      leaf('Horario', '/horario/listado'),
      leaf('Contratos', '/contratos/listado'),
      leaf('Desvinculaciones', '/desvinculaciones/listado'),
      leaf('Licencias', '/licencias/listado', NOTIFICATION_TYPE_ID.license),
    ],
  },
];

/** Configuration menu of administrators (SPEC §2). */
export const configurationCatalog: MenuLeaf[] = [
  leaf('Perfiles', '/perfiles/listado'),
  leaf('Empleados', '/empleados/listado'),
  leaf('Complejos', '/complejos/listado'),
];

/** The master's only menu (SPEC §2). */
export const masterCatalog: MenuLeaf[] = [
  leaf('Administradoras', '/administradoras/listado'),
  leaf('Complejos', '/complejos/listado'),
  leaf('Usuarios', '/usuarios/listado'),
];
