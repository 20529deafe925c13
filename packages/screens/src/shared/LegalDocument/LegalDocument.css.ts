import { media, vars } from '@horizontal/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';

export const article = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
});

export const introduction = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const index = style({
  padding: vars.space.md,
  backgroundColor: vars.color.surfaceMuted,
  borderRadius: vars.radius.md,
});

export const indexList = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  columns: 2,
  columnGap: vars.space.xl,
  '@media': { [media.phone]: { columns: 1 } },
});

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  scrollMarginTop: vars.space.lg,
});

export const heading = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });

globalStyle(`${article} p, ${article} ul`, { margin: 0 });
globalStyle(`${article} ul`, { paddingInlineStart: vars.space.lg, display: 'grid', gap: vars.space.xs });
