import { globalStyle, style } from '@vanilla-extract/css';
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
  // Paper shows no tooltip and cannot scroll: a long address wraps whole instead.
  '@media': {
    [media.touch]: { lineHeight: touchTarget },
    [media.print]: { whiteSpace: 'normal', overflowWrap: 'break-word' },
  },
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

// A phone number is a figure: it never wraps, on paper either.
globalStyle(`${phone} ${link}`, { '@media': { [media.print]: { whiteSpace: 'nowrap' } } });

export const whatsApp = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: vars.radius.sm,
  color: vars.color.textMuted,
  // A chat cannot be opened from paper; the number beside it is what prints.
  '@media': { [media.touch]: { minWidth: touchTarget, minHeight: touchTarget }, [media.print]: { display: 'none' } },
  selectors: { '&:hover': { color: vars.color.brand } },
});
