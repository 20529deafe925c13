import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

const pulse = keyframes({ '0%': { opacity: 1 }, '50%': { opacity: 0.45 }, '100%': { opacity: 1 } });

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const skeleton = recipe({
  base: {
    display: 'block',
    backgroundColor: vars.color.border,
    animation: `${pulse} 1.6s ease-in-out infinite`,
    '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
  },
  variants: {
    shape: {
      text: { height: vars.fontSize.md, borderRadius: vars.radius.sm },
      row: { height: vars.size.row, borderRadius: vars.radius.sm },
      block: { height: `calc(${vars.size.row} * 3)`, borderRadius: vars.radius.md },
      circle: { width: vars.size.control.md, height: vars.size.control.md, borderRadius: vars.radius.full },
    },
    width: {
      quarter: { width: '25%' },
      half: { width: '50%' },
      threeQuarters: { width: '75%' },
      full: { width: '100%' },
    },
  },
  defaultVariants: { shape: 'text', width: 'full' },
});
