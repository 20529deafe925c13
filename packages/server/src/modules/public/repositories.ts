import type { Database } from '../../db/client';
import { createUsersRepository } from '../master/users.repository';
import { createDirectoryRepository } from '../reference/directory.repository';
import { createPasswordResetsRepository } from './password-resets.repository';

export const createPublicRepositories = (db: Database) => ({
  passwordResets: createPasswordResetsRepository(db),
  /** Who signs in or forgot their password is a user of the master module's table. */
  users: createUsersRepository(db),
  /** An access request names an administradora and a complejo of the reference lists. */
  directory: createDirectoryRepository(db),
});

export type PublicRepositories = ReturnType<typeof createPublicRepositories>;
