import { vars } from '@horizontal/ui/theme';
import { style } from '@vanilla-extract/css';

/** The calendar of an area and what it says about its days: one block of the section, as wide as the form. */
export const dateField = style({
  gridColumn: '1 / -1',
  border: 'none',
  margin: 0,
  padding: 0,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  // It takes the focus when the server refuses its date (areaBusy): the theme's ring follows its corners.
  borderRadius: vars.radius.md,
});

export const dateLegend = style({ margin: 0, padding: 0 });

/** A heading the size of a field's label: the calendar below titles its turns one level down. */
export const dateLabel = style({
  margin: 0,
  padding: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

export const dateError = style({ fontSize: vars.fontSize.sm, color: vars.color.danger, margin: 0 });

/** The hours beside each other, under the choice of the span. */
export const hours = style({ gridColumn: '1 / -1', display: 'flex', flexWrap: 'wrap', gap: vars.space.md });

/** The offer to cancel the bookings under the refusal that names them. */
export const offer = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.md });

export const saved = style({ outline: 'none' });
