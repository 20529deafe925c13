import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const box = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.control.md,
  height: 'auto',
  paddingBlock: vars.space.xs,
  cursor: 'text',
  selectors: {
    '&:focus-within': { outline: `${vars.size.focusRing} solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&:has([aria-invalid="true"])': { borderColor: vars.color.danger, boxShadow: `0 0 0 1px ${vars.color.danger}` },
    '&[data-disabled]': { backgroundColor: vars.color.surfaceMuted, cursor: 'not-allowed' },
  },
});

export const chips = style({ display: 'contents', margin: 0, padding: 0, listStyle: 'none' });

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  height: `calc(${vars.size.control.sm} - ${vars.space.xs})`,
  paddingInlineStart: vars.space.sm,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.brandSurface,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
});

export const chipRemove = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: `calc(${vars.size.control.sm} - ${vars.space.xs})`,
  height: '100%',
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.brand,
  cursor: 'pointer',
  selectors: { '&:hover': { backgroundColor: vars.color.border } },
});

export const input = style({
  flex: 1,
  minWidth: `calc(${vars.size.control.md} * 3)`,
  height: vars.size.control.sm,
  border: 'none',
  outline: 'none',
  background: 'transparent',
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  color: vars.color.text,
});
