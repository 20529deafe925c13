import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const row = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.sm });

export const track = style({
  position: 'relative',
  flexShrink: 0,
  width: `calc(${vars.fontSize.xl} * 2)`,
  height: vars.fontSize.xl,
  marginBlockStart: vars.space.xxs,
  padding: 0,
  borderRadius: vars.radius.full,
  border: `${vars.size.border} solid ${vars.color.borderStrong}`,
  backgroundColor: vars.color.borderStrong,
  cursor: 'pointer',
  transition: 'background-color 120ms',
  selectors: {
    '&[data-state="checked"]': { backgroundColor: vars.color.brand, borderColor: vars.color.brand },
    '&:disabled': { opacity: 0.6, cursor: 'not-allowed' },
  },
});

export const thumb = style({
  display: 'block',
  width: `calc(${vars.fontSize.xl} - ${vars.space.xs})`,
  height: `calc(${vars.fontSize.xl} - ${vars.space.xs})`,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.sm,
  transform: `translateX(${vars.space.xxs})`,
  transition: 'transform 120ms',
  selectors: { '&[data-state="checked"]': { transform: `translateX(calc(${vars.fontSize.xl} - ${vars.space.xxs}))` } },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const text = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const label = style({ cursor: 'pointer' });

export const hint = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
