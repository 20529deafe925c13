import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const root = style({ position: 'relative' });

export const popup = style({
  position: 'absolute',
  insetInline: 0,
  insetBlockStart: `calc(100% + ${vars.space.xs})`,
  zIndex: vars.zIndex.dropdown,
  maxHeight: `calc(${vars.size.row} * 7)`,
  overflowY: 'auto',
  padding: vars.space.xs,
  borderRadius: vars.radius.md,
  border: `${vars.size.border} solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.md,
});

export const listbox = style({ margin: 0, padding: 0, listStyle: 'none' });

export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.control.sm,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  selectors: {
    '&[data-active="true"]': { backgroundColor: vars.color.brandSurface },
    '&[aria-selected="true"]': { fontWeight: vars.fontWeight.semibold },
  },
});

export const optionText = style({ display: 'flex', flexDirection: 'column', minWidth: 0, flex: 1 });

export const optionDescription = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.regular,
  color: vars.color.textMuted,
});

export const check = style({ display: 'inline-flex', width: vars.fontSize.md, color: vars.color.brand });

export const message = style({
  margin: 0,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
