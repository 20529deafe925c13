import { vars } from '@horizontal/ui/theme';
import { style } from '@vanilla-extract/css';

/** The conversation and the reply under it, at a width a line of text can still be read at. */
export const chat = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  maxWidth: `calc(${vars.size.formMax} * 1.6)`,
});

export const alertAction = style({ marginBlockStart: vars.space.sm });
