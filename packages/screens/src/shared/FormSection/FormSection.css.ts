import { vars } from '@horizontal/ui/theme';
import { style, styleVariants } from '@vanilla-extract/css';

export const section = style({
  margin: 0,
  padding: vars.space.lg,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  backgroundColor: vars.color.surface,
  border: `${vars.size.border} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

export const legend = style({
  float: 'left',
  width: '100%',
  padding: 0,
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

export const description = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

const fieldGrid = style({ display: 'grid', gap: vars.space.md, alignItems: 'start' });

export const fields = styleVariants({
  1: [fieldGrid, { gridTemplateColumns: 'minmax(0, 1fr)' }],
  // Two fields a row at the form's width, one on a narrow window.
  2: [fieldGrid, { gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 320px), 1fr))' }],
});
