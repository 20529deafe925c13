import { vars } from '@horizontal/ui/theme';
import { style } from '@vanilla-extract/css';

export const title = style({ margin: 0, marginBottom: vars.space.xs, fontSize: vars.fontSize.xxl });

export const lead = style({ marginTop: 0, color: vars.color.textMuted });

export const grid = style({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
});

export const tile = style({
  display: 'block',
  width: '100%',
  padding: vars.space.lg,
  textAlign: 'start',
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.brand,
  backgroundColor: vars.color.surface,
  border: `${vars.size.border} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
  cursor: 'pointer',
  selectors: { '&:hover': { borderColor: vars.color.brand } },
});

/** Inicio's module tiles: as many columns as fit, one on a phone. */
export const tiles = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 280px), 1fr))',
  alignItems: 'start',
});
