import { vars } from '@horizontal/ui/theme';
import { style } from '@vanilla-extract/css';

/** The unit's residents under the recipient field: one button each, big enough for a finger at the desk. */
export const residents = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
});

export const residentsLabel = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/** A thumbnail of a report's photo: the same square in the list and in the form. */
export const thumbnail = style({
  width: `calc(${vars.size.control.md} * 1.5)`,
  height: `calc(${vars.size.control.md} * 1.5)`,
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  border: `${vars.size.border} solid ${vars.color.border}`,
  display: 'block',
});

export const thumbnails = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, margin: 0, padding: 0 });

/** The date and, on today's rows, the «Hoy» badge beside it on one line. */
export const dateCell = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });

/** A parcel's status with, once handed over, to whom and when beneath it. */
export const statusCell = style({ display: 'grid', gap: vars.space.xxs, justifyItems: 'start' });

/** Wraps inside the cell instead of being cut: a name and a moment are read whole. */
export const statusNote = style([residentsLabel, { whiteSpace: 'normal', overflowWrap: 'anywhere' }]);

export const thumbnailItem = style({ listStyle: 'none' });

/** The photos of a report being written: what is uploading, then each photo with its «Quitar foto». */
export const photoField = style({ display: 'grid', gap: vars.space.sm, justifyItems: 'start' });

export const photoList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const photoItem = style({ display: 'grid', gap: vars.space.xs, justifyItems: 'start' });

export const uploads = style({
  display: 'grid',
  gap: vars.space.sm,
  width: '100%',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const problems = style({ margin: 0, paddingInlineStart: vars.space.lg, color: vars.color.danger });

export const fieldError = style({ margin: 0, color: vars.color.danger, fontSize: vars.fontSize.sm });

export const hiddenInput = style({ display: 'none' });

export const residentsSet = style({
  display: 'grid',
  gap: vars.space.xs,
  border: 0,
  margin: 0,
  padding: 0,
  minWidth: 0,
});

export const residentsLegend = style([residentsLabel, { padding: 0, marginBlockEnd: vars.space.xs }]);
