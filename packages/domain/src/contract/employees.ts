import { z } from 'zod';
import { employeeCreateSchema, employeeSchema, employeeStatusSchema, employeeUpdateSchema } from '../entities/employee';
import { idParams } from '../entities/fields';
import { defineCall, noBody, okAnswer } from './define';

/** The administradora's staff: create, update, change status, list. */
export const employeesContract = {
  /** `id` is the administradora's. */
  findAll: defineCall({
    name: 'employees.findAll',
    method: 'GET',
    path: '/employees/findall/{id}',
    public: false,
    module: '/complejo',
    functionality: 'empleados/listado',
    params: idParams,
    request: noBody,
    response: okAnswer({ employees: z.array(employeeSchema) }),
  }),
  create: defineCall({
    name: 'employees.create',
    method: 'POST',
    path: '/employees/create',
    public: false,
    module: '/complejo',
    functionality: 'empleados/nuevo',
    request: employeeCreateSchema,
    response: okAnswer({ employee: employeeSchema }),
  }),
  update: defineCall({
    name: 'employees.update',
    method: 'PUT',
    path: '/employees/update',
    public: false,
    module: '/complejo',
    functionality: 'empleados/modificar',
    request: employeeUpdateSchema,
    response: okAnswer({ employee: employeeSchema }),
  }),
  status: defineCall({
    name: 'employees.status',
    method: 'PUT',
    path: '/employees/status',
    public: false,
    module: '/complejo',
    functionality: 'empleados/modificar',
    request: employeeStatusSchema,
    response: okAnswer({ employee: employeeSchema }),
  }),
};

/** What the employees calls answer, for the server to say and the mocks to repeat. */
export const employeeMessages = {
  created: 'Empleado creado. Le enviamos por correo su contraseña temporal.',
  updated: 'Empleado actualizado.',
  status: 'Estado actualizado.',
  notFound: 'El empleado no existe o no tiene acceso a él.',
  emailTaken: 'Ya existe un usuario con ese correo electrónico.',
  foreignRole: 'Seleccione un perfil de la administradora.',
  foreignBuilding: 'Alguno de los complejos elegidos no es de la administradora o no tiene acceso a él.',
  ownStatus: 'No puede desactivar su propio usuario.',
} as const;
