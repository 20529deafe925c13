/** Reference data every database needs, for Uruguay. Names are what the forms show. */

export const countryData = [
  { code: 'UY', name: 'Uruguay' },
  { code: 'AR', name: 'Argentina' },
  { code: 'BR', name: 'Brasil' },
  { code: 'PY', name: 'Paraguay' },
  { code: 'CL', name: 'Chile' },
] as const;

/** The 19 departamentos of Uruguay and their main cities and localities. */
export const uruguayDepartments: readonly { name: string; cities: readonly string[] }[] = [
  { name: 'Artigas', cities: ['Artigas', 'Bella Unión', 'Tomás Gomensoro'] },
  { name: 'Canelones', cities: ['Canelones', 'Ciudad de la Costa', 'Las Piedras', 'Pando', 'La Paz', 'Atlántida'] },
  { name: 'Cerro Largo', cities: ['Melo', 'Río Branco', 'Fraile Muerto'] },
  { name: 'Colonia', cities: ['Colonia del Sacramento', 'Carmelo', 'Juan Lacaze', 'Nueva Helvecia', 'Rosario'] },
  { name: 'Durazno', cities: ['Durazno', 'Sarandí del Yí'] },
  { name: 'Flores', cities: ['Trinidad', 'Ismael Cortinas'] },
  { name: 'Florida', cities: ['Florida', 'Sarandí Grande'] },
  { name: 'Lavalleja', cities: ['Minas', 'José Pedro Varela'] },
  { name: 'Maldonado', cities: ['Maldonado', 'Punta del Este', 'San Carlos', 'Piriápolis', 'Pan de Azúcar'] },
  { name: 'Montevideo', cities: ['Montevideo'] },
  { name: 'Paysandú', cities: ['Paysandú', 'Guichón', 'Quebracho'] },
  { name: 'Río Negro', cities: ['Fray Bentos', 'Young', 'Nuevo Berlín'] },
  { name: 'Rivera', cities: ['Rivera', 'Tranqueras', 'Vichadero'] },
  { name: 'Rocha', cities: ['Rocha', 'Chuy', 'Castillos', 'La Paloma', 'Lascano'] },
  { name: 'Salto', cities: ['Salto', 'Constitución', 'Belén'] },
  { name: 'San José', cities: ['San José de Mayo', 'Ciudad del Plata', 'Libertad'] },
  { name: 'Soriano', cities: ['Mercedes', 'Dolores', 'Cardona'] },
  { name: 'Tacuarembó', cities: ['Tacuarembó', 'Paso de los Toros', 'San Gregorio de Polanco'] },
  { name: 'Treinta y Tres', cities: ['Treinta y Tres', 'Vergara', 'Santa Clara de Olimar'] },
];

export const planData = [
  {
    name: 'Básico',
    description: 'Hasta 3 complejos y 150 unidades.',
    maxBuildings: 3,
    maxApartments: 150,
    monthlyPriceCents: 450_000,
  },
  {
    name: 'Profesional',
    description: 'Hasta 15 complejos y 1.000 unidades.',
    maxBuildings: 15,
    maxApartments: 1000,
    monthlyPriceCents: 1_500_000,
  },
  {
    name: 'Corporativo',
    description: 'Complejos y unidades sin límite.',
    maxBuildings: null,
    maxApartments: null,
    monthlyPriceCents: 4_200_000,
  },
] as const;

export const unitTypeData = ['Apartamento', 'Monoambiente', 'Dúplex', 'Penthouse', 'Local comercial', 'Oficina'];

export const identityTypeData = ['Cédula de identidad', 'Pasaporte', 'DNI', 'RUT'];

export const frequencyData = [
  { name: 'Única vez', days: 0 },
  { name: 'Diaria', days: 1 },
  { name: 'Semanal', days: 7 },
  { name: 'Quincenal', days: 15 },
  { name: 'Mensual', days: 30 },
  { name: 'Bimestral', days: 60 },
  { name: 'Trimestral', days: 90 },
  { name: 'Semestral', days: 180 },
  { name: 'Anual', days: 365 },
] as const;

export const personnelTypeData = [
  'Portero',
  'Sereno',
  'Limpiador',
  'Jardinero',
  'Mantenimiento',
  'Encargado',
  'Administrativo',
];

export const shipmentTypeData = ['Paquete', 'Sobre', 'Carta', 'Documento', 'Caja grande', 'Delivery'];

export const messageCategoryData = ['Consulta', 'Reclamo', 'Sugerencia', 'Administración', 'Mantenimiento'];
