import { media, vars } from '@horizontal/ui/theme';
import { style } from '@vanilla-extract/css';

/** Whom and which days: the person, the two dates and the quick ranges, wrapping under each other on a phone. */
export const filterBar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: vars.space.md,
  '@media': { [media.print]: { display: 'none' } },
});

export const personFilter = style({ flex: '1 1 16rem', minWidth: 0, maxWidth: '22rem' });

export const dateFilter = style({ flex: '1 1 10rem', minWidth: 0, maxWidth: '13rem' });

/** The quick ranges line up with the inputs, under their labels. */
export const quickRanges = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignSelf: 'center',
  gap: vars.space.xs,
});

/** A day's clock-ins one under the other, its notes under them. */
export const marks = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const note = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, whiteSpace: 'normal' });

/** A day that needs someone's attention says so with an icon beside its badge, not with colour alone. */
export const flag = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  color: vars.color.danger,
});

export const flagInfo = style([flag, { color: vars.color.info }]);

/** Entry and exit side by side; one under the other on a phone. */
export const times = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(9rem, 1fr))',
  gap: vars.space.md,
});

/** The dialog's Cancelar and its primary action, last and to the right as in every form (DESIGN.md). */
export const dialogActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
});

/** The weekday above the date in the day's cell. */
export const weekday = style({ display: 'block' });
