import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  gap: vars.space.xl,
  alignItems: 'start',
});

export const calendarColumn = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const legendItem = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });

const swatchBase = {
  display: 'inline-block',
  width: vars.fontSize.md,
  height: vars.fontSize.md,
  borderRadius: vars.radius.sm,
} as const;

export const swatchAvailable = style({
  ...swatchBase,
  backgroundColor: vars.color.successSurface,
  border: `${vars.size.border} solid ${vars.color.success}`,
});

export const swatchBlocked = style({
  ...swatchBase,
  backgroundColor: vars.color.surfaceMuted,
  border: `${vars.size.border} solid ${vars.color.borderStrong}`,
});

export const swatchSelected = style({ ...swatchBase, backgroundColor: vars.color.brand });

export const turns = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });

export const turnsTitle = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });

export const muted = style({ margin: 0, color: vars.color.textMuted });
