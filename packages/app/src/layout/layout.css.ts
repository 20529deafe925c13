import { media, vars } from '@horizontal/ui/theme';
import { style } from '@vanilla-extract/css';

export const muted = style({ fontSize: vars.fontSize.sm, opacity: 0.9 });

export const selector = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, minWidth: 0 });

// The select's label is for assistive technology: the complejo's name says what it is, and the header's one row
// needs the width (seven modules, the complejo and the account at 1280 px).
export { visuallyHidden as selectorLabel, visuallyHidden as srOnly } from '@horizontal/ui/theme';

export const select = style({
  height: vars.size.control.sm,
  width: '100%',
  minWidth: 0,
  maxWidth: '240px',
  borderRadius: vars.radius.md,
  border: `${vars.size.border} solid ${vars.color.border}`,
  paddingInline: vars.space.xs,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  color: vars.color.text,
  backgroundColor: vars.color.surface,
});

export const badge = style({
  minWidth: vars.space.md,
  height: vars.space.md,
  paddingInline: vars.space.xxs,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surface,
  color: vars.color.danger,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  display: 'inline-grid',
  placeItems: 'center',
});

export const subnav = style({ display: 'flex', gap: vars.space.xs, flexWrap: 'wrap' });

export const toolbar = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs });

export const subnavLink = style({
  // Holds the badge's visually hidden words: positioned against the page, they would widen it past a phone's
  // width from a submenu that scrolls sideways.
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  paddingInline: vars.space.sm,
  height: vars.size.control.sm,
  flexShrink: 0,
  whiteSpace: 'nowrap',
  borderRadius: vars.radius.md,
  color: vars.color.brand,
  textDecoration: 'none',
  selectors: {
    '&:hover': { backgroundColor: vars.color.brandSurface },
    '&[aria-current="page"]': { backgroundColor: vars.color.brandSurface, fontWeight: vars.fontWeight.semibold },
  },
});

export const subnavDisabled = style({
  display: 'inline-flex',
  alignItems: 'center',
  paddingInline: vars.space.sm,
  height: vars.size.control.sm,
  color: vars.color.textMuted,
  cursor: 'not-allowed',
});

/** At the bottom of the window: above the header it would push the shell down under its hidden skip link. */
// The demonstration's notice is for the person at the screen, not part of what they print.
export const mockBanner = style({
  position: 'sticky',
  bottom: 0,
  zIndex: vars.zIndex.header,
  '@media': { [media.print]: { display: 'none' } },
});
