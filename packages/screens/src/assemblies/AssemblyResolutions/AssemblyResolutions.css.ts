import { vars } from '@horizontal/ui/theme';
import { style } from '@vanilla-extract/css';

/** The dialog's Cancelar and its primary action, last and to the right as in every form (DESIGN.md). */
export const dialogActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
});

/** A resolution's description keeps its lines. */
export const description = style({ whiteSpace: 'pre-line' });
