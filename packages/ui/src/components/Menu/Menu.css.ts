import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const list = recipe({
  base: { display: 'flex', gap: vars.space.xxs, margin: 0, padding: 0, listStyle: 'none' },
  variants: {
    orientation: {
      horizontal: { flexDirection: 'row', flexWrap: 'wrap', alignItems: 'center' },
      vertical: { flexDirection: 'column' },
    },
  },
  defaultVariants: { orientation: 'horizontal' },
});

export const link = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.xs,
    minHeight: vars.size.control.sm,
    paddingInline: vars.space.sm,
    borderRadius: vars.radius.md,
    fontWeight: vars.fontWeight.medium,
    textDecoration: 'none',
    whiteSpace: 'nowrap',
  },
  variants: {
    tone: {
      header: {
        color: vars.color.onBrand,
        // Narrower than a submenu's: the header holds seven modules, the complejo and the account in one row.
        paddingInline: `calc(${vars.space.sm} * 0.75)`,
        selectors: {
          '&:hover': { backgroundColor: vars.color.brandHover },
          '&[aria-current="page"]': {
            backgroundColor: vars.color.brandHover,
            boxShadow: `inset 0 -3px 0 ${vars.color.onBrand}`,
          },
        },
      },
      surface: {
        color: vars.color.text,
        selectors: {
          '&:hover': { backgroundColor: vars.color.surfaceMuted },
          '&[aria-current="page"]': {
            color: vars.color.brand,
            backgroundColor: vars.color.brandSurface,
            fontWeight: vars.fontWeight.semibold,
          },
        },
      },
    },
  },
  defaultVariants: { tone: 'surface' },
});

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    minWidth: vars.fontSize.xl,
    height: vars.fontSize.xl,
    paddingInline: vars.space.xs,
    borderRadius: vars.radius.full,
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.bold,
    fontVariantNumeric: 'tabular-nums',
    lineHeight: 1,
  },
  variants: {
    tone: {
      header: { backgroundColor: vars.color.surface, color: vars.color.danger },
      surface: { backgroundColor: vars.color.danger, color: vars.color.onBrand },
    },
  },
  defaultVariants: { tone: 'surface' },
});

export const disabled = style({ color: vars.color.textMuted, cursor: 'not-allowed' });
