import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.sm,
    fontFamily: vars.font.body,
    fontWeight: vars.fontWeight.semibold,
    fontSize: vars.fontSize.md,
    borderRadius: vars.radius.md,
    borderWidth: vars.size.border,
    borderStyle: 'solid',
    cursor: 'pointer',
    whiteSpace: 'nowrap',
    transition: 'background-color 120ms, border-color 120ms',
    selectors: {
      '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.6 },
    },
  },
  variants: {
    variant: {
      primary: {
        backgroundColor: vars.color.brand,
        borderColor: vars.color.brand,
        color: vars.color.onBrand,
        selectors: { '&:hover:not(:disabled)': { backgroundColor: vars.color.brandHover } },
      },
      secondary: {
        backgroundColor: vars.color.surface,
        borderColor: vars.color.borderStrong,
        color: vars.color.text,
        selectors: { '&:hover:not(:disabled)': { backgroundColor: vars.color.surfaceMuted } },
      },
      ghost: {
        backgroundColor: 'transparent',
        borderColor: 'transparent',
        color: vars.color.brand,
        selectors: { '&:hover:not(:disabled)': { backgroundColor: vars.color.brandSurface } },
      },
      danger: {
        backgroundColor: vars.color.danger,
        borderColor: vars.color.danger,
        color: vars.color.onBrand,
      },
      inverse: {
        backgroundColor: 'transparent',
        borderColor: 'rgba(255, 255, 255, 0.55)',
        color: vars.color.onBrand,
        selectors: {
          '&:hover:not(:disabled), &[data-state="open"]': { backgroundColor: vars.color.brandHover },
        },
      },
    },
    size: {
      sm: { height: vars.size.control.sm, paddingInline: vars.space.sm, fontSize: vars.fontSize.sm },
      md: { height: vars.size.control.md, paddingInline: vars.space.md },
    },
    fullWidth: { true: { width: '100%' } },
  },
  defaultVariants: { variant: 'primary', size: 'md' },
});

export const iconOnly = recipe({
  base: { paddingInline: 0 },
  variants: {
    size: { sm: { width: vars.size.control.sm }, md: { width: vars.size.control.md } },
  },
  defaultVariants: { size: 'md' },
});
