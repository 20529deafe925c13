import { z } from 'zod';
import { centsSchema } from '../validators/schemas';
import { isoDateSchema } from './fields';

/** A figure for each month of the year, January first: always twelve, so a column never goes missing. */
const monthsSchema = z.array(centsSchema).length(12);

/** One category of income or expense: what it moved in each month and in the year. */
export const yearAccountLineSchema = z.object({
  category: z.string(),
  months: monthsSchema,
  total: centsSchema,
});

/** The income or the expense of the year: its categories, and their sums by month and for the year. */
export const yearAccountSideSchema = z.object({
  lines: z.array(yearAccountLineSchema),
  months: monthsSchema,
  total: centsSchema,
});

/**
 * Contabilidad: the year's account of a complejo that the administrator presents to the assembly (rendición de
 * cuentas). openingBalance + income.total − expense.total = closingBalance, to the centésimo.
 */
export const yearAccountSchema = z.object({
  year: z.number().int(),
  /** What the complejo's account held on 1 January: every income minus every expense before it. */
  openingBalance: centsSchema,
  income: yearAccountSideSchema,
  expense: yearAccountSideSchema,
  /** Income − expense, by month and for the year. */
  result: z.object({ months: monthsSchema, total: centsSchema }),
  closingBalance: centsSchema,
  /** What the statements billed for the reserve fund, and what was spent from it (expenses of its category). */
  reserveFund: z.object({
    billed: monthsSchema,
    spent: monthsSchema,
    billedTotal: centsSchema,
    spentTotal: centsSchema,
  }),
  /** What the units owed at the year's end (today, for the current year). */
  debtAtEnd: z.object({
    asOf: isoDateSchema,
    capital: centsSchema,
    surcharge: centsSchema,
    total: centsSchema,
    unitsInDebt: z.number().int().min(0),
  }),
});

export type YearAccountLine = z.infer<typeof yearAccountLineSchema>;
export type YearAccountSide = z.infer<typeof yearAccountSideSchema>;
export type YearAccount = z.infer<typeof yearAccountSchema>;
