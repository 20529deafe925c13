/**
 * What the backend answers when it refuses a call for a reason of its own rather than one field's (SPEC §7).
 * The server throws these and the mocks answer them, so a screen reads the same words against either.
 */
export const refusals = {
  unexpected: 'Ocurrió un error inesperado en el servidor. Intente nuevamente en unos minutos.',
  invalidJson: 'La solicitud no es un JSON válido. Revise los datos enviados.',
  emptyBody: 'La solicitud llegó vacía: faltan los datos del formulario.',
  unsupportedMedia: 'La solicitud debe enviarse en formato JSON.',
  bodyTooLarge: 'La solicitud es demasiado grande.',
  missingSystem: 'Falta la cabecera x-system o su valor no es válido.',
  missingToken: 'Debe iniciar sesión para continuar.',
  invalidToken: 'Su sesión expiró o fue cerrada. Inicie sesión nuevamente.',
  inactiveUser: 'Su usuario está inactivo. Consulte con su administradora.',
  badCredentials: 'El correo o la contraseña no son correctos. Revíselos e intente nuevamente.',
  notFound: 'La dirección solicitada no existe.',
  tooManyRequests: 'Demasiados intentos. Espere unos minutos e intente nuevamente.',
  masterOnly: 'Solo el usuario maestro puede realizar esta operación.',
  noModule: 'Su perfil no tiene acceso a este módulo.',
  noFunctionality: 'Su perfil no tiene permiso para esta operación.',
  administratorsOnly: 'Solo un administrador puede otorgar, cambiar o quitar el perfil de administrador.',
  ownProfile: 'No puede cambiar su propio perfil: pídaselo a un administrador.',
  beyondOwnProfile: (missing: readonly string[]) =>
    `No puede otorgar permisos que su propio perfil no tiene (${missing.join(', ')}).`,
  noBuilding: 'No tiene acceso a ese complejo.',
  noCompany: 'No tiene acceso a esa administradora.',
  buildingNotFound: 'El complejo no existe o no tiene acceso a él.',
  companyNotFound: 'La administradora no existe.',
  towerNotFound: 'La torre no existe o no tiene acceso a ella.',
  userNotFound: 'El usuario no existe.',
  invalidData: 'Los datos enviados no son válidos.',
  inUse: 'No se puede eliminar: tiene datos asociados.',
  duplicate: 'Ya existe un registro con esos datos.',
  mustChangePassword: 'Debe cambiar su contraseña temporal antes de continuar.',
} as const;

export type Refusal = keyof typeof refusals;
