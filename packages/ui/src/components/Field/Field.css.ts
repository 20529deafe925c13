import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { media, touchTarget } from '../../theme/media';

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const labelRow = style({ display: 'flex', alignItems: 'baseline' });

export const label = style({ fontWeight: vars.fontWeight.medium, fontSize: vars.fontSize.md, color: vars.color.text });

export const required = style({ color: vars.color.danger, marginInlineStart: vars.space.xxs });

export const hint = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, margin: 0 });

export const error = style({ fontSize: vars.fontSize.sm, color: vars.color.danger, margin: 0 });

export const control = recipe({
  base: {
    width: '100%',
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.md,
    color: vars.color.text,
    backgroundColor: vars.color.surface,
    borderWidth: vars.size.border,
    borderStyle: 'solid',
    borderColor: vars.color.borderStrong,
    borderRadius: vars.radius.md,
    paddingInline: vars.space.sm,
    selectors: {
      '&[aria-invalid="true"]': { borderColor: vars.color.danger, boxShadow: `0 0 0 1px ${vars.color.danger}` },
      '&:disabled': { backgroundColor: vars.color.surfaceMuted, cursor: 'not-allowed' },
    },
  },
  variants: {
    size: { sm: { height: vars.size.control.sm }, md: { height: vars.size.control.md } },
  },
  defaultVariants: { size: 'md' },
});

/** A control with a button inside its right end (calendar, clock, show password). */
export const adornedWrapper = style({ position: 'relative', display: 'flex', alignItems: 'center' });

export const adornedControl = style({ paddingInlineEnd: `calc(${vars.size.control.sm} + ${vars.space.sm})` });

export const adornment = style({
  position: 'absolute',
  insetInlineEnd: vars.space.xs,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.control.sm,
  height: `calc(${vars.size.control.sm} - ${vars.space.xs})`,
  // A finger's size where fingers are used: the field's whole height at its right end.
  '@media': { [media.touch]: { height: touchTarget, insetInlineEnd: 0 } },
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.brand,
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { backgroundColor: vars.color.brandSurface },
    '&:disabled': { color: vars.color.textMuted, cursor: 'not-allowed' },
  },
});

export const numeric = style({ fontVariantNumeric: 'tabular-nums' });
