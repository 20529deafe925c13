import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const list = style({
  display: 'flex',
  gap: vars.space.xs,
  borderBottom: `${vars.size.border} solid ${vars.color.border}`,
  overflowX: 'auto',
});

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  height: vars.size.control.md,
  paddingInline: vars.space.md,
  border: 'none',
  borderBottom: `3px solid transparent`,
  background: 'transparent',
  color: vars.color.textMuted,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { color: vars.color.text },
    '&[data-state="active"]': { color: vars.color.brand, borderBottomColor: vars.color.brand },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.6 },
  },
});

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: vars.fontSize.xl,
  height: vars.fontSize.xl,
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surfaceMuted,
  color: vars.color.text,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  fontVariantNumeric: 'tabular-nums',
});

export const panel = style({ outline: 'none' });
