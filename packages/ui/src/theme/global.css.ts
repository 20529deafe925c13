import { globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { lightTheme, printValues } from './light.css';
import { media, touchTarget } from './media';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html, body', { margin: 0, padding: 0 });

globalStyle(`body, .${lightTheme}`, {
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  backgroundColor: vars.color.background,
});

globalStyle(`.${lightTheme} :focus-visible`, {
  outline: `${vars.size.focusRing} solid ${vars.color.focus}`,
  outlineOffset: '2px',
});

// On tablets, phones and any coarse pointer every control grows to a finger's size: the sizes are theme variables,
// so buttons, fields, selects and table rows follow without a rule of their own.
globalStyle(`.${lightTheme}`, {
  '@media': {
    [media.touch]: {
      vars: {
        [vars.size.control.sm]: touchTarget,
        [vars.size.control.md]: touchTarget,
        [vars.size.row]: touchTarget,
      },
    },
    [media.print]: { vars: printValues },
  },
});

// A link on paper cannot be followed: it prints as the text it is, not in the link's colour and underline, even
// under a pointer that rests on it (a link's own :hover would outweigh a plain `a`).
globalStyle(`.${lightTheme} a, .${lightTheme} a:hover`, {
  '@media': { [media.print]: { color: 'inherit', textDecoration: 'none' } },
});

// An open menu, list or popover (Radix's floating layers) is the screen's, never the paper's.
globalStyle('[data-radix-popper-content-wrapper]', { '@media': { [media.print]: { display: 'none' } } });
