import { media, vars } from '@horizontal/ui/theme';
import { style } from '@vanilla-extract/css';

/** A screen inside the shell: header, messages and content stacked, as wide as the content area allows. */
export const screen = style({
  display: 'flex',
  flexDirection: 'column',
  // The page header already keeps its own space below it.
  gap: vars.space.md,
  maxWidth: vars.size.contentMax,
});

/** A form screen: sections one under the other, at a width that keeps two short fields per row. */
export const formScreen = style([screen, { maxWidth: `calc(${vars.size.formMax} * 1.6)` }]);

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

// The outcome of the last action is news on the screen, not part of a printed list.
export const messages = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  '@media': { [media.print]: { display: 'none' } },
});

export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/** A field that takes a whole row of its section, e.g. an address. */
export const fullRow = style({ gridColumn: '1 / -1' });

// The printed rows are already narrowed by the filters: the paper lists the rows, not the controls.
export const filters = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  maxWidth: vars.size.formMax,
  '@media': { [media.print]: { display: 'none' } },
});

/** The wrapper that takes the focus when the server refuses a save: the alert itself shows where it is. */
export const refusal = style({ outline: 'none' });
