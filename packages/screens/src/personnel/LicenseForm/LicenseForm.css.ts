import { vars } from '@horizontal/ui/theme';
import { style } from '@vanilla-extract/css';

/** The notes keep the lines they were typed with. */
export const notes = style({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });

/** The days the dates take and the balance, read-only, under the dates: a quiet box, not a field. */
export const take = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
});
