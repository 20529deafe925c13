import { vars } from '@horizontal/ui/theme';
import { style } from '@vanilla-extract/css';

export const embedded = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  maxWidth: vars.size.formMax,
});

export const card = style({
  padding: vars.space.lg,
  backgroundColor: vars.color.surface,
  border: `${vars.size.border} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});
