import { vars } from '@horizontal/ui/theme';
import { style } from '@vanilla-extract/css';

export const content = style({
  minHeight: '100vh',
  boxSizing: 'border-box',
  padding: vars.space.xl,
  backgroundColor: vars.color.background,
});
