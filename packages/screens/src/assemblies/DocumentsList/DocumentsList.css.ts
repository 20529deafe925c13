import { vars } from '@horizontal/ui/theme';
import { style } from '@vanilla-extract/css';

/** The category filter and what can be done with the chosen category, wrapping under each other on a phone. */
export const categoryBar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.sm,
});

export const categoryFilter = style({ minWidth: '14rem', flex: '0 1 20rem' });

export const dialogForm = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const fileRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

/** The chosen file's name can be long: it wraps rather than pushing the dialog wider than a phone. */
export const fileName = style({ overflowWrap: 'anywhere', fontSize: vars.fontSize.sm });
