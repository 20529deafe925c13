import { z } from 'zod';

export { isAdministratorRole, isMaster, isMasterRole, isReservedRoleName, roleNames } from './role-names';

export const sessionRoleSchema = z.object({ name: z.string(), description: z.string() });

export const sessionModuleSchema = z.object({ id: z.number().int(), name: z.string(), route: z.string() });

export const sessionFunctionalitySchema = z.object({ id: z.number().int(), name: z.string(), screen: z.string() });

export const notificationSchema = z.object({
  id: z.number().int(),
  date: z.string(),
  title: z.string(),
  text: z.string(),
  typeId: z.number().int(),
});

export const sessionBuildingSchema = z.object({ id: z.number().int(), name: z.string() });

export const sessionUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  identity: z.string(),
  phone: z.string(),
  company: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  logo: z.string().nullable(),
  indCreated: z.boolean(),
  role: sessionRoleSchema,
  buildings: z.array(sessionBuildingSchema),
  modules: z.array(sessionModuleSchema),
  functionalities: z.array(sessionFunctionalitySchema),
  notifications: z.array(notificationSchema),
});

export type SessionRole = z.infer<typeof sessionRoleSchema>;
export type SessionModule = z.infer<typeof sessionModuleSchema>;
export type SessionFunctionality = z.infer<typeof sessionFunctionalitySchema>;
export type SessionBuilding = z.infer<typeof sessionBuildingSchema>;
export type Notification = z.infer<typeof notificationSchema>;
export type SessionUser = z.infer<typeof sessionUserSchema>;
