import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const tile = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xs,
    margin: 0,
    padding: vars.space.md,
    borderRadius: vars.radius.lg,
    border: `${vars.size.border} solid ${vars.color.border}`,
    borderInlineStartWidth: vars.space.xs,
    backgroundColor: vars.color.surface,
    minWidth: 0,
  },
  variants: {
    tone: {
      neutral: { borderInlineStartColor: vars.color.borderStrong },
      brand: { borderInlineStartColor: vars.color.brand },
      success: { borderInlineStartColor: vars.color.success },
      warning: { borderInlineStartColor: vars.color.warning },
      danger: { borderInlineStartColor: vars.color.danger },
    },
  },
  defaultVariants: { tone: 'neutral' },
});

export const label = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const value = style({
  margin: 0,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.semibold,
  fontVariantNumeric: 'tabular-nums',
  lineHeight: vars.lineHeight.tight,
});

export const detail = recipe({
  base: { margin: 0, fontSize: vars.fontSize.sm, display: 'flex', alignItems: 'center', gap: vars.space.xxs },
  variants: {
    trend: {
      none: { color: vars.color.textMuted },
      up: { color: vars.color.success },
      down: { color: vars.color.danger },
    },
  },
  defaultVariants: { trend: 'none' },
});
