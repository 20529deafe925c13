import { vars } from '@horizontal/ui/theme';
import { style } from '@vanilla-extract/css';

/** The file's button, its name and «Quitar archivo» on a line, then the bar while it goes. */
export const file = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const fileRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

/** The chosen file's name can be long: it wraps rather than pushing the form wider than a phone. */
export const fileName = style({ overflowWrap: 'anywhere', fontSize: vars.fontSize.sm });
