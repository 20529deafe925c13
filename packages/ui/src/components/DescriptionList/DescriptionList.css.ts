import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const list = recipe({
  base: { display: 'grid', gap: `${vars.space.md} ${vars.space.lg}`, margin: 0 },
  variants: {
    columns: {
      1: { gridTemplateColumns: '1fr' },
      2: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
      3: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
    },
  },
  defaultVariants: { columns: 2 },
});

export const item = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });

export const term = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const description = style({ margin: 0, overflowWrap: 'anywhere', fontVariantNumeric: 'tabular-nums' });
