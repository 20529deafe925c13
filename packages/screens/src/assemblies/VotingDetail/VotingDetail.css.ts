import { media, touchTarget, vars } from '@horizontal/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/** The verdict: the sentence the staff read out at the assembly. */
export const verdict = style({ margin: 0, fontWeight: vars.fontWeight.semibold });

export const results = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const result = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const resultHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.xs,
  fontVariantNumeric: 'tabular-nums',
});

export const resultName = style({ fontWeight: vars.fontWeight.medium });

export const resultFigures = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/** A bar says again what its figures say: the figures are the text, the bar is for the eye only. */
export const bars = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  alignItems: 'center',
  gap: vars.space.xxs,
});

export const barLabel = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted, minWidth: '6rem' });

export const track = style({
  height: vars.space.xs,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceMuted,
  overflow: 'hidden',
});

export const fill = style({ height: '100%', background: vars.color.brand });

export const winnerFill = style({ height: '100%', background: vars.color.success });

/** The options of a borrador: each on a line with its buttons. */
export const options = style({ listStyle: 'none', margin: 0, padding: 0 });

export const option = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xs,
  padding: `${vars.space.xs} 0`,
  borderBottom: `${vars.size.border} solid ${vars.color.border}`,
});

export const optionEdit = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.xs,
  flex: '1 1 16rem',
});

export const buttons = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const addOption = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.xs });

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

/*
 * The votes: a plain table with a native select per unit, so that a complejo of 200 units draws 200 light controls.
 * On a phone the unit and its coefficient share the first cell and the vote takes the rest of the width.
 */
export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
});

export const caption = style({ textAlign: 'left', fontWeight: vars.fontWeight.semibold, paddingBottom: vars.space.xs });

globalStyle(`${table} th, ${table} td`, {
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `${vars.size.border} solid ${vars.color.border}`,
  textAlign: 'left',
  verticalAlign: 'middle',
});

export const numeric = style({
  textAlign: 'right',
  whiteSpace: 'nowrap',
  selectors: { [`${table} &`]: { textAlign: 'right' } },
});

export const hideOnPhone = style({ '@media': { [media.phone]: { display: 'none' } } });

export const unitCoefficient = style({
  display: 'none',
  color: vars.color.textMuted,
  '@media': { [media.phone]: { display: 'block' } },
});

export const select = style({
  width: '100%',
  maxWidth: '22rem',
  minHeight: vars.size.control.sm,
  padding: `0 ${vars.space.xs}`,
  border: `${vars.size.border} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  selectors: {
    '&:focus-visible': { outline: `${vars.size.focusRing} solid ${vars.color.focus}`, outlineOffset: vars.size.border },
    '&[aria-busy="true"]': { opacity: 0.6 },
  },
  '@media': { [media.touch]: { minHeight: touchTarget } },
});

export const proxy = style({ display: 'block', color: vars.color.textMuted, fontSize: vars.fontSize.xs });
