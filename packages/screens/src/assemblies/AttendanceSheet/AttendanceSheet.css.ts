import { media, touchTarget, vars } from '@horizontal/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';

export const sheet = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

/** The quorum and the counts, always above the rows: what the person filling the sheet watches. */
export const quorum = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  fontVariantNumeric: 'tabular-nums',
});

export const quorumLine = style({ margin: 0, fontWeight: vars.fontWeight.semibold });

export const counts = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const rows = style({ listStyle: 'none', margin: 0, padding: 0 });

/*
 * One line per unit on a laptop or a tablet (unit, coefficient, the three choices); on a phone each unit is a card,
 * its choices under its name. Plain elements and native radios: a complejo of 200 units draws 600 of them at once.
 */
export const row = style({
  borderBottom: `${vars.size.border} solid ${vars.color.border}`,
  '@media': {
    [media.phone]: {
      border: `${vars.size.border} solid ${vars.color.border}`,
      borderRadius: vars.radius.md,
      marginBottom: vars.space.sm,
    },
  },
});

export const unit = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(8rem, 12rem) 7rem 1fr',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 0,
  margin: 0,
  border: 'none',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  '@media': {
    [media.phone]: { gridTemplateColumns: '1fr auto', padding: vars.space.sm },
  },
});

/** The fieldset's legend names the unit, and with it each of its choices. */
export const legend = style({
  float: 'left',
  padding: 0,
  fontWeight: vars.fontWeight.medium,
});

export const coefficient = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
  textAlign: 'right',
});

/** The three choices as one segmented control: native radios, so the arrow keys move between them. */
export const kinds = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  justifySelf: 'start',
  border: `${vars.size.border} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  '@media': { [media.phone]: { gridColumn: '1 / -1', display: 'flex' } },
});

export const kind = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  minHeight: vars.size.control.sm,
  padding: `0 ${vars.space.sm}`,
  cursor: 'pointer',
  fontSize: vars.fontSize.sm,
  selectors: {
    '& + &': { borderLeft: `${vars.size.border} solid ${vars.color.borderStrong}` },
    '&:has(input:checked)': { background: vars.color.brandSurface, fontWeight: vars.fontWeight.semibold },
    '&:has(input:focus-visible)': {
      outline: `${vars.size.focusRing} solid ${vars.color.focus}`,
      outlineOffset: `calc(-1 * ${vars.size.focusRing})`,
    },
  },
  '@media': {
    [media.touch]: { minHeight: touchTarget },
    [media.phone]: { flex: '1 1 auto', justifyContent: 'center' },
  },
});

globalStyle(`${kind} input`, { margin: 0, accentColor: vars.color.brand });

/** What a read-only sheet says in the choices' place. */
export const kindText = style({ fontSize: vars.fontSize.sm });

/** A represented unit's proxy: who holds it and, when an owner present does, which unit is theirs. */
export const proxy = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
  gap: vars.space.sm,
  padding: `0 ${vars.space.sm} ${vars.space.sm}`,
});

export const empty = style({ margin: 0, padding: vars.space.md, color: vars.color.textMuted });

/** «Guardar asistencia» stays in view at the foot of the screen while a long sheet scrolls. */
export const actions = style({
  position: 'sticky',
  bottom: 0,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `${vars.space.sm} 0`,
  background: vars.color.surface,
  borderTop: `${vars.size.border} solid ${vars.color.border}`,
  '@media': { [media.print]: { display: 'none' } },
});
