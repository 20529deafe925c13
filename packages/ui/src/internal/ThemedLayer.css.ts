import { style } from '@vanilla-extract/css';

// No box of its own: it only carries the theme's custom properties down to the portalled surface.
export const layer = style({ display: 'contents' });
