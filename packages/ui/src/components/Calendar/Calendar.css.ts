import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({ position: 'relative', width: 'max-content', fontSize: vars.fontSize.md });

export const months = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.lg });

export const month = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const monthCaption = style({
  display: 'flex',
  alignItems: 'center',
  height: vars.size.control.md,
  paddingInlineStart: vars.space.sm,
});

export const captionLabel = style({ fontWeight: vars.fontWeight.semibold, fontSize: vars.fontSize.lg });

export const nav = style({
  position: 'absolute',
  insetBlockStart: 0,
  insetInlineEnd: 0,
  display: 'flex',
  gap: vars.space.xxs,
  height: vars.size.control.md,
  alignItems: 'center',
});

export const navButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.control.sm,
  height: vars.size.control.sm,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.brand,
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { backgroundColor: vars.color.brandSurface },
    '&:disabled': { color: vars.color.borderStrong, cursor: 'not-allowed' },
  },
});

export const grid = style({ borderCollapse: 'collapse' });

export const weekday = style({
  width: vars.size.control.md,
  height: vars.size.control.sm,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
  textAlign: 'center',
  textTransform: 'capitalize',
});

export const day = style({ padding: vars.space.xxs, textAlign: 'center' });

// Modifier classes that the day button's selectors refer to.
export const selected = style({});
export const today = style({});
export const disabled = style({});
export const outside = style({});
export const marked = style({});
export const hidden = style({ visibility: 'hidden' });

export const dayButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: `calc(${vars.size.control.md} - ${vars.space.xs})`,
  height: `calc(${vars.size.control.md} - ${vars.space.xs})`,
  border: `${vars.size.border} solid transparent`,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  fontVariantNumeric: 'tabular-nums',
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { backgroundColor: vars.color.brandSurface },
    [`${today} &`]: { fontWeight: vars.fontWeight.bold, borderColor: vars.color.borderStrong },
    [`${marked} &`]: { backgroundColor: vars.color.successSurface, color: vars.color.success },
    [`${outside} &`]: { color: vars.color.textMuted },
    [`${disabled} &`]: {
      color: vars.color.textMuted,
      backgroundColor: vars.color.surfaceMuted,
      textDecoration: 'line-through',
      cursor: 'not-allowed',
    },
    [`${selected} &, ${selected} &:hover:not(:disabled)`]: {
      backgroundColor: vars.color.brand,
      borderColor: vars.color.brand,
      color: vars.color.onBrand,
      fontWeight: vars.fontWeight.semibold,
    },
  },
});

export const footer = style({
  marginBlockStart: vars.space.sm,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
