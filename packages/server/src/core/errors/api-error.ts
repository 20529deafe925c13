/** An expected failure: its Spanish message reaches the client as `{ ok: false, message }`. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const messages = {
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

/** A 429 with the seconds to wait, in the header browsers and clients understand. */
export const tooManyRequests = (retryAfterSeconds: number) =>
  new ApiError(429, messages.tooManyRequests, { 'retry-after': String(retryAfterSeconds) });
