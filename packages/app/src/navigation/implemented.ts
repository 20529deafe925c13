/** Screens the app has today; a menu entry or sub-route appears only for these (SPEC §6: "routes that exist"). */
export const implementedScreens = new Set<string>([
  '/administradoras/listado',
  '/administradoras/nuevo',
  '/administradoras/modificar',
  '/complejos/listado',
  '/complejos/nuevo',
  '/complejos/modificar',
  '/complejos/torres',
  '/usuarios/listado',
  '/usuarios/nuevo',
  '/usuarios/modificar',
  ...['perfiles', 'empleados', 'apartamentos', 'despensas', 'estacionamientos', 'residentes', 'areascomunes'].flatMap(
    (section) => ['listado', 'nuevo', 'modificar'].map((screen) => `/${section}/${screen}`),
  ),
  '/residentes/apartamentos/asociar',
]);
