import { media, vars } from '@horizontal/ui/theme';
import { style } from '@vanilla-extract/css';

/** «Al 20/11/2026 · Mora: …»: what the figures are as of, and by which rule. */
export const asOf = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const alertAction = style({ marginTop: vars.space.xs, '@media': { [media.print]: { display: 'none' } } });

export const totals = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  border: `${vars.size.border} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  breakInside: 'avoid',
});

export const totalsHeading = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold });

/** The sums, as many to a row as fit, each figure right under its name. */
export const totalsGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 10rem), 1fr))',
  gap: `${vars.space.sm} ${vars.space.md}`,
  margin: 0,
});

export const totalItem = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });
export const totalTerm = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const totalValue = style({ margin: 0, fontWeight: vars.fontWeight.semibold });
