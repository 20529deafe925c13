import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const content = style({ minWidth: `calc(${vars.size.control.md} * 5)`, padding: vars.space.xs });

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.control.sm,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  userSelect: 'none',
  selectors: {
    '&[data-highlighted]': { backgroundColor: vars.color.brandSurface },
    '&[data-tone="danger"]': { color: vars.color.danger },
    '&[data-tone="danger"][data-highlighted]': { backgroundColor: vars.color.dangerSurface },
    '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed' },
  },
});

export const itemLabel = style({ flex: 1 });

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: vars.fontSize.xl,
  height: vars.fontSize.xl,
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.danger,
  color: vars.color.onBrand,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
});

export const label = style({
  paddingInline: vars.space.sm,
  paddingBlock: vars.space.xs,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

export const separator = style({
  height: vars.size.border,
  marginBlock: vars.space.xs,
  backgroundColor: vars.color.border,
});
