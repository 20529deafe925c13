import { vars } from '@horizontal/ui/theme';
import { style } from '@vanilla-extract/css';

/** Below the record's sections, quiet: it answers «who touched this?» without competing with the data. */
export const history = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  paddingTop: vars.space.sm,
  borderTop: `${vars.size.border} solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const line = style({ margin: 0 });

export const retry = style({ alignSelf: 'flex-start' });
