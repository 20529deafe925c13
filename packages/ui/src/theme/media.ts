/**
 * The widths the layout changes at, one place for every component. Under `folded` the header's module links and
 * account actions fold into the menu button (a 1024 px tablet and a 1280 px laptop cannot hold seven modules,
 * the complejo and the account in one row); under `phone` lists become cards and dialogs take the whole screen;
 * under `touch` every control is at least 44 px high: any coarse pointer (a tablet, whatever its width) and any
 * window narrower than a tablet held upright, where fingers are the likely pointer. The widths say `screen`, so
 * that a printed page never takes a phone's layout.
 */
export const media = {
  folded: 'screen and (max-width: 1279.98px)',
  wide: 'screen and (min-width: 1280px)',
  touch: 'screen and (max-width: 899.98px), (pointer: coarse)',
  phone: 'screen and (max-width: 639.98px)',
  /** On paper: the page without its chrome (print.css.ts), black on white. */
  print: 'print',
} as const;

/** The smallest touch target (WCAG 2.5.5, Apple's and Google's guidelines). */
export const touchTarget = '44px';

/**
 * A link or small button outside running text grows to a touch target where fingers are used. Spread into a
 * style that has no '@media' of its own.
 */
export const touchSized = {
  '@media': { [media.touch]: { display: 'inline-flex', alignItems: 'center', minHeight: touchTarget } },
} as const;
