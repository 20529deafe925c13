import { touchSized, vars } from '@horizontal/ui/theme';
import { style, styleVariants } from '@vanilla-extract/css';

export const page = style({
  minHeight: '100vh',
  display: 'grid',
  placeItems: 'center',
  padding: vars.space.lg,
  backgroundColor: vars.color.background,
});

const cardBase = style({
  width: '100%',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.xl,
  backgroundColor: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.md,
});

export const card = styleVariants({
  form: [cardBase, { maxWidth: vars.size.formMax }],
  // About 75 characters a line, a comfortable measure for reading terms and policies.
  text: [cardBase, { maxWidth: `calc(${vars.size.formMax} * 1.4)` }],
});

export const brand = style({
  margin: 0,
  color: vars.color.brand,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
});

export const heading = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const title = style({ margin: 0, fontSize: vars.fontSize.xxl, fontWeight: vars.fontWeight.semibold });

export const description = style({ margin: 0, color: vars.color.textMuted, lineHeight: vars.lineHeight.normal });

export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
});

export const link = style({ ...touchSized, color: vars.color.brand });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
