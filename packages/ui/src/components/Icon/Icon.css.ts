import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const icon = recipe({
  base: { flexShrink: 0, display: 'inline-block', verticalAlign: 'middle' },
  variants: {
    size: {
      sm: { width: vars.fontSize.md, height: vars.fontSize.md },
      md: { width: vars.fontSize.xl, height: vars.fontSize.xl },
      lg: { width: vars.space.xl, height: vars.space.xl },
    },
  },
  defaultVariants: { size: 'md' },
});
