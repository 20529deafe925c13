import { vars } from '@horizontal/ui/theme';
import { style } from '@vanilla-extract/css';

/** The calendar and what it says about its days; focused (outlined) when a failed submit takes the person here. */
export const slot = style({
  margin: 0,
  padding: 0,
  border: 'none',
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  borderRadius: vars.radius.md,
  selectors: {
    '&:focus-visible': { outline: `${vars.size.focusRing} solid ${vars.color.focus}`, outlineOffset: vars.space.xs },
  },
});

export const daysError = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.sm,
});

/** The same words and colour as a field's own message (Field.css). */
export const error = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.danger });

/** What «Reservar» will do, read last before pressing it. */
export const summary = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  border: `${vars.size.border} solid ${vars.color.border}`,
});

export const summaryText = style({ margin: 0, fontSize: vars.fontSize.md, color: vars.color.text });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
