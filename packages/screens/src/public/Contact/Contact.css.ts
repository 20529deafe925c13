import { style } from '@vanilla-extract/css';

/** Off the page rather than display:none, which simple bots skip; aria-hidden and out of the tab order for people. */
export const trap = style({
  position: 'absolute',
  left: '-10000px',
  top: 'auto',
  width: 1,
  height: 1,
  overflow: 'hidden',
});
