import { keyframes } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = recipe({
  base: {
    display: 'inline-block',
    borderRadius: vars.radius.full,
    borderStyle: 'solid',
    borderColor: 'currentColor',
    borderRightColor: 'transparent',
    animation: `${spin} 0.8s linear infinite`,
    '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '2.4s' } },
  },
  variants: {
    size: {
      sm: { width: vars.space.md, height: vars.space.md, borderWidth: vars.space.xxs },
      md: { width: vars.space.lg, height: vars.space.lg, borderWidth: vars.space.xxs },
      lg: { width: vars.space.xxl, height: vars.space.xxl, borderWidth: vars.space.xs },
    },
  },
  defaultVariants: { size: 'md' },
});
