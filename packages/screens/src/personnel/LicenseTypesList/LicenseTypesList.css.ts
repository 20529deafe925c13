import { vars } from '@horizontal/ui/theme';
import { style } from '@vanilla-extract/css';

/** The dialog's Cancelar and its primary action, last and to the right as in every form (DESIGN.md). */
export const dialogActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
});

/** A type's name with the annual leave's marker beside it, under it when the column is narrow. */
export const name = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.sm,
  rowGap: vars.space.xs,
});
