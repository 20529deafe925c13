import { vars } from '@horizontal/ui/theme';
import { style } from '@vanilla-extract/css';

/** The days of the week to tick, as many per line as fit: a week on one line of a laptop, two or three on a phone. */
export const workdays = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(8.5rem, 1fr))',
  gap: vars.space.sm,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  selectors: { '&[aria-invalid="true"]': { boxShadow: `inset 0 0 0 1px ${vars.color.danger}` } },
});
