import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/media';

// A window's height means nothing on paper, where it could only push a blank page after a short record.
export const root = style({
  minHeight: '100vh',
  backgroundColor: vars.color.background,
  color: vars.color.text,
  '@media': { [media.print]: { minHeight: 0 } },
});
