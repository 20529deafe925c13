import { vars } from '@horizontal/ui/theme';
import { style } from '@vanilla-extract/css';

export const summary = style({ margin: 0, fontVariantNumeric: 'tabular-nums' });

/** The jobs one under the other, each bar with its status and dates under it. */
export const jobs = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const job = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

/** The status, who started it and when: they wrap under each other on a narrow screen rather than overflow. */
export const jobMeta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.sm,
  rowGap: vars.space.xxs,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const failures = style({ fontSize: vars.fontSize.sm });

export const chevron = style({
  display: 'inline-flex',
  transition: 'transform 120ms',
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
  selectors: { [`${failures}[open] &`]: { transform: 'rotate(90deg)' } },
});

/**
 * The list's toggle drawn as a row with its own chevron: the browser's marker cannot be sized, and the row's height is
 * a control's, which the theme raises to a touch target where fingers are used.
 */
export const failuresToggle = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.control.sm,
  width: 'fit-content',
  maxWidth: '100%',
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
  cursor: 'pointer',
  listStyle: 'none',
  borderRadius: vars.radius.sm,
  selectors: {
    '&::-webkit-details-marker': { display: 'none' },
    '&:focus-visible': { outline: `${vars.size.focusRing} solid ${vars.color.focus}` },
  },
});

export const failureList = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  // An e-mail address has no place to break: without this a long one pushes the page sideways on a phone.
  overflowWrap: 'anywhere',
});

export const retry = style({ color: vars.color.textMuted });

export const more = style({ margin: 0, paddingInlineStart: vars.space.lg, color: vars.color.textMuted });

/** The section's actions, wrapping under each other on a narrow screen, each with why it waits under it. */
export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: vars.space.md });

export const action = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xxs,
  minWidth: 0,
  maxWidth: '100%',
});

export const reason = style({
  margin: 0,
  maxWidth: `calc(${vars.size.control.md} * 8)`,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const outcome = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
