import { vars } from '@horizontal/ui/theme';
import { style } from '@vanilla-extract/css';

export const tile = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  backgroundColor: vars.color.surface,
  border: `${vars.size.border} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
  minWidth: 0,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });

export const figures = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.xs,
});

export const figure = style({
  display: 'flex',
  // A figure wider than the tile (an account's balance in pesos) puts its label on the next line, never under it.
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.sm,
  // A touch target of its own: 44 px at least, as the shell asks of every control.
  minHeight: '44px',
  paddingInline: vars.space.sm,
  // Room for the attention mark on every figure, so that the numbers stay in one column.
  borderInlineStart: `${vars.space.xxs} solid transparent`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceMuted },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

/** Something to do about it, while it is not zero. */
export const attention = style({ borderInlineStartColor: vars.color.warning });

export const value = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.semibold,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.brand,
  minWidth: '3ch',
  textAlign: 'end',
  whiteSpace: 'nowrap',
});

export const label = style({ fontSize: vars.fontSize.md });

export const error = style({ display: 'grid', gap: vars.space.sm, justifyItems: 'start' });

export const empty = style({ margin: 0, color: vars.color.textMuted });
