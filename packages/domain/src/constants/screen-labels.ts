/**
 * The screens of a profile as the menus name them (issue #15): «Encomiendas · Ver el listado», never the route
 * «encomiendas/listado». A screen the table does not know keeps its route, so nothing is ever hidden.
 */
const entityLabels: Record<string, string> = {
  administradoras: 'Administradoras',
  apartamentos: 'Apartamentos',
  areascomunes: 'Áreas comunes',
  asambleas: 'Asambleas',
  cierres: 'Cierres',
  complejos: 'Complejos',
  contratos: 'Contratos',
  despensas: 'Despensas',
  desvinculaciones: 'Desvinculaciones',
  documentos: 'Documentos',
  empleados: 'Empleados',
  encomiendas: 'Encomiendas',
  estacionamientos: 'Estacionamientos',
  gastoscomunes: 'Gastos comunes',
  horario: 'Horario',
  licencias: 'Licencias',
  mantenimientos: 'Mantenimientos',
  mensajes: 'Mensajes',
  noticias: 'Noticias',
  perfiles: 'Perfiles',
  personal: 'Personal',
  reportes: 'Reportes',
  reservas: 'Reservas',
  residentes: 'Residentes',
  usuarios: 'Usuarios',
  visitas: 'Visitas',
  votaciones: 'Votaciones',
};

const actionLabels: Record<string, string> = {
  listado: 'Ver el listado',
  nuevo: 'Crear',
  modificar: 'Modificar',
  detalle: 'Ver el detalle',
  totales: 'Totales mensuales',
  deuda: 'Deuda',
  chat: 'Conversar',
  'apartamentos/asociar': 'Asociar apartamentos',
  'resoluciones/asociar': 'Resoluciones',
  'detalle/asociar': 'Opciones de la votación',
  'torres/asociar': 'Torres',
  'licencias/listado': 'Tipos de licencia',
};

export const screenLabel = (screen: string): string => {
  const [entity = '', ...rest] = screen.split('/');
  const entityLabel = entityLabels[entity];
  const actionLabel = actionLabels[rest.join('/')];
  return entityLabel && actionLabel ? `${entityLabel} · ${actionLabel}` : screen;
};
