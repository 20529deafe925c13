import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    height: vars.fontSize.xl,
    paddingInline: vars.space.sm,
    borderRadius: vars.radius.full,
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.semibold,
    whiteSpace: 'nowrap',
    lineHeight: 1,
  },
  variants: {
    tone: {
      neutral: { backgroundColor: vars.color.surfaceMuted, color: vars.color.text },
      info: { backgroundColor: vars.color.infoSurface, color: vars.color.info },
      success: { backgroundColor: vars.color.successSurface, color: vars.color.success },
      warning: { backgroundColor: vars.color.warningSurface, color: vars.color.warning },
      danger: { backgroundColor: vars.color.dangerSurface, color: vars.color.danger },
    },
  },
  defaultVariants: { tone: 'neutral' },
});

export const dot = style({
  width: vars.space.xs,
  height: vars.space.xs,
  borderRadius: vars.radius.full,
  backgroundColor: 'currentColor',
});
