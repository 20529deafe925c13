import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const row = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.sm });

export const box = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.fontSize.xl,
  height: vars.fontSize.xl,
  marginBlockStart: vars.space.xxs,
  padding: 0,
  borderRadius: vars.radius.sm,
  border: `${vars.size.border} solid ${vars.color.borderStrong}`,
  backgroundColor: vars.color.surface,
  color: vars.color.onBrand,
  cursor: 'pointer',
  selectors: {
    '&[data-state="checked"], &[data-state="indeterminate"]': {
      backgroundColor: vars.color.brand,
      borderColor: vars.color.brand,
    },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger, boxShadow: `0 0 0 1px ${vars.color.danger}` },
    '&:disabled': { backgroundColor: vars.color.surfaceMuted, borderColor: vars.color.border, cursor: 'not-allowed' },
    '&:disabled[data-state="checked"]': { backgroundColor: vars.color.borderStrong },
  },
});

export const text = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const label = style({ cursor: 'pointer', selectors: { '&[data-disabled="true"]': { cursor: 'not-allowed' } } });

export const hint = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const error = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.danger });
