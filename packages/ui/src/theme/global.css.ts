import { globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { lightTheme } from './light.css';

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
