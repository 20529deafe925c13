import { vars } from '@horizontal/ui/theme';
import { style } from '@vanilla-extract/css';

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  paddingTop: vars.space.md,
  borderTop: `${vars.size.border} solid ${vars.color.border}`,
});
