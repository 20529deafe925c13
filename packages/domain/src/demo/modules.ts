/**
 * The module menu of SPEC §2 and the screens (functionalities) under each module, in menu order. The server seeds
 * its modules and functionalities tables from it and the mocks number it the same way.
 */
export const moduleScreens = [
  { name: 'Contabilidad', route: '/contabilidad', screens: [] },
  {
    name: 'Gastos Comunes',
    route: '/gastos-comunes',
    screens: [
      'gastoscomunes/listado',
      'gastoscomunes/detalle',
      'cierres/listado',
      'cierres/nuevo',
      'gastoscomunes/totales',
      'gastoscomunes/deuda',
    ],
  },
  {
    name: 'Complejo',
    route: '/complejo',
    screens: [
      'complejos/listado',
      'perfiles/listado',
      'perfiles/nuevo',
      'perfiles/modificar',
      'empleados/listado',
      'empleados/nuevo',
      'empleados/modificar',
      'residentes/listado',
      'residentes/nuevo',
      'residentes/modificar',
      'residentes/apartamentos/asociar',
      'apartamentos/listado',
      'apartamentos/nuevo',
      'apartamentos/modificar',
      'despensas/listado',
      'despensas/nuevo',
      'despensas/modificar',
      'estacionamientos/listado',
      'estacionamientos/nuevo',
      'estacionamientos/modificar',
      'areascomunes/listado',
      'areascomunes/nuevo',
      'areascomunes/modificar',
      'reservas/listado',
      'reservas/nuevo',
      'reservas/modificar',
    ],
  },
  {
    name: 'Portería',
    route: '/porteria',
    screens: [
      'encomiendas/listado',
      'encomiendas/nuevo',
      'visitas/listado',
      'visitas/nuevo',
      'reportes/listado',
      'reportes/nuevo',
      'mantenimientos/listado',
      'mantenimientos/nuevo',
      'mantenimientos/modificar',
    ],
  },
  {
    name: 'Asambleas',
    route: '/asambleas',
    screens: [
      'asambleas/listado',
      'asambleas/nuevo',
      'asambleas/resoluciones/asociar',
      'votaciones/listado',
      'votaciones/nuevo',
      'votaciones/detalle/asociar',
      'noticias/listado',
      'noticias/nuevo',
      'documentos/listado',
    ],
  },
  { name: 'Mensajería', route: '/mensajes', screens: ['mensajes/listado', 'mensajes/nuevo', 'mensajes/chat'] },
  {
    name: 'Personal',
    route: '/personal',
    screens: [
      'personal/listado',
      'personal/nuevo',
      'personal/modificar',
      'horario/listado',
      'horario/licencias/listado',
      'contratos/listado',
      'contratos/nuevo',
      'desvinculaciones/listado',
      'desvinculaciones/nuevo',
      'licencias/listado',
      'licencias/nuevo',
    ],
  },
] as const satisfies readonly { name: string; route: string; screens: readonly string[] }[];

/** The screens of the modules at `routes`, in menu order. */
export const screensOfRoutes = (routes: readonly string[]): string[] =>
  moduleScreens.filter((module) => routes.includes(module.route)).flatMap((module) => [...module.screens]);
