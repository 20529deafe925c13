import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media, touchTarget } from '../../theme/media';

export const link = style({
  // A box of its own that cuts a long e-mail with an ellipsis (a phone's card is narrow), and where fingers are
  // used a finger's height without spreading the lines of a wrapped address.
  display: 'inline-block',
  maxWidth: '100%',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  verticalAlign: 'bottom',
  color: vars.color.brand,
  textDecoration: 'none',
  '@media': { [media.touch]: { lineHeight: touchTarget } },
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

export const phone = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  whiteSpace: 'nowrap',
  fontVariantNumeric: 'tabular-nums',
  verticalAlign: 'middle',
});

export const whatsApp = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: vars.radius.sm,
  color: vars.color.textMuted,
  '@media': { [media.touch]: { minWidth: touchTarget, minHeight: touchTarget } },
  selectors: { '&:hover': { color: vars.color.brand } },
});
