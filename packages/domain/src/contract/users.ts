import { z } from 'zod';
import {
  userCreateSchema,
  userSchema,
  userStatusSchema,
  userTemporaryPasswordSchema,
  userUpdateSchema,
} from '../entities/user';
import { defineCall, noBody, okAnswer } from './define';

/** Master only: the back-office logins of every administradora. */
export const usersContract = {
  findAll: defineCall({
    name: 'users.findAll',
    method: 'GET',
    path: '/users/findall',
    public: false,
    only: 'master',
    functionality: 'usuarios/listado',
    request: noBody,
    response: okAnswer({ users: z.array(userSchema) }),
  }),
  create: defineCall({
    name: 'users.create',
    method: 'POST',
    path: '/users/create',
    public: false,
    only: 'master',
    functionality: 'usuarios/nuevo',
    request: userCreateSchema,
    response: okAnswer({ user: userSchema }),
  }),
  update: defineCall({
    name: 'users.update',
    method: 'PUT',
    path: '/users/update',
    public: false,
    only: 'master',
    functionality: 'usuarios/modificar',
    request: userUpdateSchema,
    response: okAnswer({ user: userSchema }),
  }),
  status: defineCall({
    name: 'users.status',
    method: 'PUT',
    path: '/users/status',
    public: false,
    only: 'master',
    functionality: 'usuarios/modificar',
    request: userStatusSchema,
    response: okAnswer({ user: userSchema }),
  }),
  /**
   * Not in the spec's table: the master sends a user who lost or never received it a new temporary password (the
   * old one stops working, their sessions close, and the next sign-in asks for a new password, as for a new user).
   */
  temporaryPassword: defineCall({
    name: 'users.temporaryPassword',
    method: 'POST',
    path: '/users/temporary-password',
    public: false,
    only: 'master',
    functionality: 'usuarios/modificar',
    request: userTemporaryPasswordSchema,
    response: okAnswer({}),
  }),
};

/** What the users calls answer, for the server to say and the mocks to repeat. */
export const userMessages = {
  created: 'Usuario creado. Le enviamos por correo su contraseña temporal.',
  updated: 'Usuario actualizado.',
  status: 'Estado del usuario actualizado.',
  emailTaken: 'Ya existe un usuario con ese correo electrónico.',
  unknownRole: 'El perfil elegido no existe.',
  masterHasNoCompany: 'El usuario maestro no pertenece a una administradora ni tiene complejos.',
  companyRequired: 'Seleccione la administradora del usuario.',
  roleOfOtherCompany: 'Ese perfil es de otra administradora.',
  foreignBuilding: 'Alguno de los complejos elegidos no es de esa administradora.',
  ownStatus: 'No puede desactivar su propio usuario.',
  temporaryPasswordSent: (email: string) =>
    `Le enviamos a ${email} una contraseña temporal nueva. La anterior dejó de servir y sus sesiones se cerraron.`,
  temporaryPasswordOfInactive: 'El usuario está inactivo: actívelo antes de enviarle una contraseña temporal.',
  ownTemporaryPassword: 'Su propia contraseña se cambia en Mi cuenta → Cambiar contraseña.',
} as const;
