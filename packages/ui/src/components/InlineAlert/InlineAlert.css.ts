import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const alert = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xxs,
    padding: `${vars.space.sm} ${vars.space.md}`,
    borderRadius: vars.radius.md,
    borderInlineStartWidth: vars.space.xs,
    borderInlineStartStyle: 'solid',
    fontSize: vars.fontSize.md,
  },
  variants: {
    tone: {
      info: { backgroundColor: vars.color.infoSurface, borderColor: vars.color.info, color: vars.color.text },
      success: { backgroundColor: vars.color.successSurface, borderColor: vars.color.success, color: vars.color.text },
      warning: { backgroundColor: vars.color.warningSurface, borderColor: vars.color.warning, color: vars.color.text },
      danger: { backgroundColor: vars.color.dangerSurface, borderColor: vars.color.danger, color: vars.color.text },
    },
  },
  defaultVariants: { tone: 'info' },
});

export const title = style({ fontWeight: vars.fontWeight.semibold, margin: 0 });
export const body = style({ margin: 0 });
