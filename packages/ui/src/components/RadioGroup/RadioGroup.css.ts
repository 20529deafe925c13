import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const group = recipe({
  base: { display: 'flex', gap: vars.space.sm },
  variants: {
    orientation: {
      vertical: { flexDirection: 'column' },
      horizontal: { flexDirection: 'row', flexWrap: 'wrap', columnGap: vars.space.lg },
    },
  },
  defaultVariants: { orientation: 'vertical' },
});

export const option = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.sm });

export const radio = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.fontSize.xl,
  height: vars.fontSize.xl,
  marginBlockStart: vars.space.xxs,
  padding: 0,
  borderRadius: vars.radius.full,
  border: `${vars.size.border} solid ${vars.color.borderStrong}`,
  backgroundColor: vars.color.surface,
  cursor: 'pointer',
  selectors: {
    '&[data-state="checked"]': { borderColor: vars.color.brand },
    '&:disabled': { backgroundColor: vars.color.surfaceMuted, cursor: 'not-allowed' },
  },
});

export const dot = style({
  display: 'block',
  width: vars.space.sm,
  height: vars.space.sm,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.brand,
});

export const text = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const label = style({ cursor: 'pointer' });

export const hint = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
