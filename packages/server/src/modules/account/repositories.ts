import type { Database } from '../../db/client';
import { createUsersRepository } from '../master/users.repository';

export const createAccountRepositories = (db: Database) => ({
  /** One's own account is a row of the master module's users. */
  users: createUsersRepository(db),
});

export type AccountRepositories = ReturnType<typeof createAccountRepositories>;
