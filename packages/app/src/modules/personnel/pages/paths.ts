/** The module's routes (SPEC §2), as its pages lead to one another. */
export const staffPath = '/personal';
export const timeRecordsPath = '/horario/listado';
export const licenseTypesPath = '/horario/licencias/listado';
export const contractsPath = '/contratos';
export const unlinksPath = '/desvinculaciones';
export const licensesPath = '/licencias';
