import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: { '&[data-placeholder="true"]': { color: vars.color.textMuted } },
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  marginBlockEnd: vars.space.sm,
});

export const year = style({ fontWeight: vars.fontWeight.semibold, fontSize: vars.fontSize.lg });

export const months = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, 1fr)',
  gap: vars.space.xs,
  minWidth: `calc(${vars.size.formMax} / 2)`,
});

export const month = style({
  height: vars.size.control.md,
  paddingInline: vars.space.sm,
  border: `${vars.size.border} solid transparent`,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { backgroundColor: vars.color.brandSurface },
    '&[aria-pressed="true"]': {
      backgroundColor: vars.color.brand,
      color: vars.color.onBrand,
      fontWeight: vars.fontWeight.semibold,
    },
    '&:disabled': { color: vars.color.textMuted, cursor: 'not-allowed', textDecoration: 'line-through' },
  },
});
