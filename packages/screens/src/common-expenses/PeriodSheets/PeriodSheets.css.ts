import { vars } from '@horizontal/ui/theme';
import { style } from '@vanilla-extract/css';

/** A button that keeps its own width in the section's one-column grid, with what it answered under it. */
export const step = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space.sm });

/** The section's submit, last and to the right as every form's primary action (DESIGN.md). */
export const actions = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: vars.space.sm });

export const summary = style({ margin: 0 });

export const problems = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  fontSize: vars.fontSize.sm,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});

/** How the payments file is written: the section's fine print, with its columns listed under it. */
export const fileFormat = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const fileFormatText = style({ margin: 0 });

export const fileColumns = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});

export const fileColumnName = style({ fontWeight: vars.fontWeight.medium, color: vars.color.text });

/** An accepted import's summary and, apart, what it left out. */
export const outcome = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
