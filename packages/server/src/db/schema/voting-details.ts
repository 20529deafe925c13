import { index, integer, pgTable, varchar } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, tenantColumns, updatedAtColumn } from './columns';
import { votings } from './votings';

/** One option of a voting; its votes are the rows of voting_votes that chose it. */
export const votingDetails = pgTable(
  'voting_details',
  {
    id: idColumn(),
    ...tenantColumns(),
    votingId: integer('voting_id')
      .notNull()
      .references(() => votings.id, { onDelete: 'cascade' }),
    description: varchar('description', { length: 200 }).notNull(),
    position: integer('position').notNull().default(0),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (table) => [index('voting_details_voting_idx').on(table.votingId)],
);

export type VotingDetail = typeof votingDetails.$inferSelect;
