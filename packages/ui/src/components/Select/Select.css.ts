import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: { '&[data-placeholder]': { color: vars.color.textMuted } },
});

export const value = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const content = style({
  maxHeight: 'var(--radix-select-content-available-height)',
  padding: vars.space.xs,
});

export const viewport = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const item = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  minHeight: vars.size.control.sm,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  outline: 'none',
  userSelect: 'none',
  selectors: {
    '&[data-highlighted]': { backgroundColor: vars.color.brandSurface },
    '&[data-state="checked"]': { fontWeight: vars.fontWeight.semibold },
    '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed' },
  },
});

export const indicator = style({ display: 'inline-flex', color: vars.color.brand });
