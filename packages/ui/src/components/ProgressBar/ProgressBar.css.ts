import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

const slide = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'translateX(250%)' } });

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const labelRow = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
});

export const label = style({ color: vars.color.text, fontWeight: vars.fontWeight.medium });

export const value = style({ color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' });

export const track = style({
  position: 'relative',
  overflow: 'hidden',
  height: vars.space.sm,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surfaceMuted,
  boxShadow: `inset 0 0 0 ${vars.size.border} ${vars.color.border}`,
});

export const indicator = recipe({
  base: { height: '100%', borderRadius: vars.radius.full, transition: 'width 200ms ease-out' },
  variants: {
    tone: {
      brand: { backgroundColor: vars.color.brand },
      success: { backgroundColor: vars.color.success },
      danger: { backgroundColor: vars.color.danger },
    },
    indeterminate: {
      true: {
        width: '40%',
        animation: `${slide} 1.2s ease-in-out infinite`,
        '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
      },
    },
  },
  defaultVariants: { tone: 'brand' },
});
