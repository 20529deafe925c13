import { style } from '@vanilla-extract/css';
import { media } from './media';

/**
 * What has no use on paper: menus, search boxes, filters, pagination, buttons. Important, because the element's
 * own class sets its display too, and which of two classes wins would otherwise hang on the order the
 * stylesheets happen to load in.
 */
export const printHidden = style({ '@media': { [media.print]: { display: 'none !important' } } });

/**
 * Only on paper, such as the heading that says whose list it is and of which day. `display: none` on screen takes it
 * out of the accessibility tree as well, so a screen reader never reads it beside what the screen already says.
 */
export const printOnly = style({ display: 'none', '@media': { [media.print]: { display: 'block' } } });
