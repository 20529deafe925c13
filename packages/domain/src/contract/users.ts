import { z } from 'zod';
import { userCreateSchema, userSchema, userStatusSchema, userUpdateSchema } from '../entities/user';
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
    functionality: 'usuarios/listado',
    request: userStatusSchema,
    response: okAnswer({ user: userSchema }),
  }),
};
