import { createUsersRepository } from '../../core/repositories/users.repository';
import type { Database } from '../../db/client';

export const createAccountRepositories = (db: Database) => ({
  /** One's own account is a row of the users table, whose repository is shared (core/repositories). */
  users: createUsersRepository(db),
});

export type AccountRepositories = ReturnType<typeof createAccountRepositories>;
