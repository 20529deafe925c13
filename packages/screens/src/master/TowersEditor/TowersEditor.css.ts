import { vars } from '@horizontal/ui/theme';
import { style } from '@vanilla-extract/css';

const bareFieldset = { border: 0, margin: 0, padding: 0, minWidth: 0 } as const;

export const editor = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  border: `${vars.size.border} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const row = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  minHeight: vars.size.row,
  paddingInline: vars.space.md,
  paddingBlock: vars.space.xs,
  selectors: { '& + &': { borderTop: `${vars.size.border} solid ${vars.color.border}` } },
});

export const name = style({ fontWeight: vars.fontWeight.medium, overflowWrap: 'anywhere' });

export const floors = style({ color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

export const label = style({ display: 'flex', alignItems: 'baseline', gap: vars.space.sm, minWidth: 0 });

export const rowActions = style({ display: 'flex', gap: vars.space.xs, flexShrink: 0 });

export const rename = style({
  ...bareFieldset,
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  width: '100%',
  paddingBlock: vars.space.xs,
});

/** On a phone the name takes its own line, and the floors and the button the next. */
export const add = style({
  ...bareFieldset,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: vars.space.sm,
});

export const grow = style({ flex: '1 1 12rem', minWidth: 0 });

/** Wide enough for «Pisos» and three digits, so the name keeps the rest of the line. */
export const floorsField = style({ flexShrink: 0, width: `calc(${vars.size.control.md} * 3)` });

export const empty = style({ margin: 0, color: vars.color.textMuted });

/** Lines the button up with the field's input rather than with its label. */
export const besideField = style({
  flexShrink: 0,
  paddingTop: `calc(${vars.fontSize.md} * ${vars.lineHeight.normal} + ${vars.space.xs})`,
});
