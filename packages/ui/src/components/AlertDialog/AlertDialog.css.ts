import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const heading = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

export const icon = recipe({
  base: { display: 'inline-flex' },
  variants: {
    tone: {
      info: { color: vars.color.info },
      success: { color: vars.color.success },
      warning: { color: vars.color.warning },
      danger: { color: vars.color.danger },
    },
  },
  defaultVariants: { tone: 'info' },
});

export const message = style({ margin: 0, color: vars.color.text, overflowWrap: 'anywhere' });
