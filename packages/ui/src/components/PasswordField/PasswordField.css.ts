import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const wrapper = style({ position: 'relative', display: 'flex', alignItems: 'center' });

export const input = style({ paddingInlineEnd: `calc(${vars.space.xxl} + ${vars.space.lg})` });

export const toggle = style({
  position: 'absolute',
  insetInlineEnd: vars.space.xs,
  height: vars.size.control.sm,
  paddingInline: vars.space.sm,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.brand,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  cursor: 'pointer',
  selectors: { '&:hover': { backgroundColor: vars.color.brandSurface } },
});

export const rules = style({
  display: 'grid',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const rule = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  selectors: { '&[data-met="true"]': { color: vars.color.success } },
});
