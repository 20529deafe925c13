import { createDirectoryRepository } from '../../core/repositories/directory.repository';
import { createUsersRepository } from '../../core/repositories/users.repository';
import type { Database } from '../../db/client';
import { createPasswordResetsRepository } from './password-resets.repository';

export const createPublicRepositories = (db: Database) => ({
  passwordResets: createPasswordResetsRepository(db),
  /** Who signs in or forgot their password is a row of the users table (shared, core/repositories). */
  users: createUsersRepository(db),
  /** An access request names an administradora and a complejo of the reference lists. */
  directory: createDirectoryRepository(db),
});

export type PublicRepositories = ReturnType<typeof createPublicRepositories>;
